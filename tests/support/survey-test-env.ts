/**
 * What the test servers run the survey with: challenges that solve in milliseconds, so hundreds of
 * answers can be sent at once, and a one-second minimum fill time, so the "too fast" refusal is
 * still there to test. A deployed site ignores both (lib/survey/survey-settings.ts). And
 * TRUST_PROXY=1, because the tests stand where a reverse proxy would: each request's
 * X-Forwarded-For says which client it stands for, so the rate limit refuses only where a test
 * means it to.
 */
export const TEST_MIN_FILL_MS = 1_000;

export const surveyTestEnv = {
  SURVEY_TEST_DIFFICULTY: '500',
  SURVEY_TEST_MIN_FILL_MS: String(TEST_MIN_FILL_MS),
  TRUST_PROXY: '1',
};
