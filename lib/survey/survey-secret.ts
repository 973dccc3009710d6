import { storedSecret } from './store/answers';
import type { SurveyStore } from './store/open-store';

/**
 * The key that signs challenges. SURVEY_SECRET when set; otherwise the random one the first
 * migration stored, which every process on the same database shares. It keys nothing about
 * addresses (that is lib/survey/rate-limit-secret.ts), so it may live in the database.
 */
export async function surveySecret(store: SurveyStore): Promise<string> {
  const configured = process.env.SURVEY_SECRET?.trim();
  return configured || storedSecret(store.db);
}
