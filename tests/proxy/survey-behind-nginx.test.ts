import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routePaths } from '@/lib/site/route-paths';
import { surveySettings } from '@/lib/survey/survey-settings';
import { documentedNginxBlock, serveThroughNginx } from '../support/nginx';
import { answerBody, readyProofs } from '../support/survey-client';
import type { ServedApp } from '../../scripts/production-server';

let nginx: ServedApp;

/** The test server (TRUST_PROXY=1, tests/support/survey-test-env.ts) behind nginx with the README's block. */
beforeAll(async () => {
  nginx = await serveThroughNginx(documentedNginxBlock(), inject('baseUrl'));
}, 60_000);

afterAll(() => nginx?.stop());

/**
 * The survey page's POST as Chromium sends it from the page nginx served: its origin, the fetch
 * metadata, a referrer; `forged` is an X-Forwarded-For a client made up, which no browser sends.
 */
async function sendAsBrowser(proof: string, forged?: string): Promise<string> {
  const response = await fetch(`${nginx.baseUrl}${routePaths.surveySubmit}`, {
    method: 'POST',
    body: answerBody(proof),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: nginx.baseUrl,
      Referer: `${nginx.baseUrl}${routePaths.survey}`,
      'Sec-Fetch-Site': 'same-origin',
      'Sec-Fetch-Mode': 'cors',
      'Sec-Fetch-Dest': 'empty',
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0.0.0 Safari/537.36',
      Accept: '*/*',
      'Accept-Language': 'en-GB,en;q=0.9',
      ...(forged ? { 'X-Forwarded-For': forged } : {}),
    },
  });
  return `${response.status} ${response.headers.get('survey-outcome')}`;
}

// In order: the first test spends one of this client's answers for the hour, the second the rest.
describe('the survey behind nginx with the README’s configuration', () => {
  it('a browser’s answer gets in: the page, the challenge and the answer all through nginx', async () => {
    const page = await fetch(`${nginx.baseUrl}${routePaths.survey}`);
    expect([page.status, page.headers.get('content-type')]).toEqual([200, expect.stringContaining('text/html')]);
    const [proof] = await readyProofs(nginx.baseUrl, 1);
    expect(await sendAsBrowser(proof!)).toBe('201 stored');
  });

  it('made-up X-Forwarded-For values do not widen the rate limit: nginx appends the address it saw, and that one counts', async () => {
    const { answersPerHour } = surveySettings;
    const proofs = await readyProofs(nginx.baseUrl, answersPerHour + 2);
    const outcomes = [];
    for (const [index, proof] of proofs.entries()) outcomes.push(await sendAsBrowser(proof, `198.51.100.${index + 1}`));
    const left = answersPerHour - 1;
    expect(outcomes).toEqual([...Array(left).fill('201 stored'), ...Array(proofs.length - left).fill('429 rate-limited')]);
  });
});
