import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePaths } from '@/lib/site/route-paths';
import { surveySettings } from '@/lib/survey/survey-settings';
import { REVERSE_PROXIES, serveThrough } from '../support/reverse-proxies';
import { answerBody, readyProofs } from '../support/survey-client';
import { serveSurvey, type SurveyServer } from '../support/survey-server';
import type { ServedApp } from '../../scripts/production-server';

/**
 * The survey page's POST as Chromium sends it from the page the proxy served: its origin, the fetch
 * metadata, a referrer; `forged` is an X-Forwarded-For a client made up, which no browser sends.
 */
async function sendAsBrowser(proxied: ServedApp, proof: string, forged?: string): Promise<string> {
  const response = await fetch(`${proxied.baseUrl}${routePaths.surveySubmit}`, {
    method: 'POST',
    body: answerBody(proof),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: proxied.baseUrl,
      Referer: `${proxied.baseUrl}${routePaths.survey}`,
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
describe.each(REVERSE_PROXIES)('the survey behind $name with the README’s configuration', (proxy) => {
  // A survey server of its own (TRUST_PROXY=1, tests/support/survey-test-env.ts), so that each proxy's
  // client, always 127.0.0.1, starts with a whole hour's allowance.
  let app: SurveyServer;
  let proxied: ServedApp;
  beforeAll(async () => {
    app = await serveSurvey();
    proxied = await serveThrough(proxy, app.baseUrl);
  }, 60_000);
  afterAll(async () => {
    proxied?.stop();
    await app?.remove();
  });

  it('a browser’s answer gets in: the page, the challenge and the answer all through the proxy', async () => {
    const page = await fetch(`${proxied.baseUrl}${routePaths.survey}`);
    expect([page.status, page.headers.get('content-type')]).toEqual([200, expect.stringContaining('text/html')]);
    const [proof] = await readyProofs(proxied.baseUrl, 1);
    expect(await sendAsBrowser(proxied, proof!)).toBe('201 stored');
  });

  it('made-up X-Forwarded-For values do not widen the rate limit: the address the proxy saw counts', async () => {
    const { answersPerHour } = surveySettings;
    const proofs = await readyProofs(proxied.baseUrl, answersPerHour + 2);
    const outcomes = [];
    for (const [index, proof] of proofs.entries()) outcomes.push(await sendAsBrowser(proxied, proof, `198.51.100.${index + 1}`));
    const left = answersPerHour - 1;
    expect(outcomes).toEqual([...Array(left).fill('201 stored'), ...Array(proofs.length - left).fill('429 rate-limited')]);
  });
});
