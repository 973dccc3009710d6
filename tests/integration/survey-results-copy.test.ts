import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '@/lib/http/content-security-policy';
import { routePaths } from '@/lib/site/route-paths';
import { MIN_PUBLISHED_ANSWERS } from '@/lib/survey/release-counts';
import { RENDER_NOW_HEADER } from '@/lib/survey/results-page-copy';
import { fetchHtml } from '../support/served-pages';
import { rawRequest } from '../support/raw-http';
import { serveSurvey, type SurveyServer } from '../support/survey-server';
import { answerBody, postAnswer, readyProofs } from '../support/survey-client';

const scriptSources = (response: Response) => response.headers.get('content-security-policy')?.match(/script-src ([^;]*)/)?.[1]?.split(' ') ?? [];
const hasNonce = (response: Response) => scriptSources(response).some((source) => source.startsWith("'nonce-"));

/** The results page once this process holds its copy: the first load renders it, and the copy follows in the background. */
async function loadCopy(baseUrl: string, init?: RequestInit): Promise<Response> {
  let response = await fetch(`${baseUrl}${routePaths.surveyResults}`, init);
  await expect.poll(async () => hasNonce((response = await fetch(`${baseUrl}${routePaths.surveyResults}`, init))), { timeout: 15_000 }).toBe(false);
  return response;
}

describe('the survey results page between releases', () => {
  let app: SurveyServer;
  beforeAll(async () => {
    app = await serveSurvey();
  }, 60_000);
  afterAll(() => app?.remove());
  const resultsUrl = () => `${app.baseUrl}${routePaths.surveyResults}`;

  it('is never fetched from the host a client names', async () => {
    const asked: string[] = [];
    const elsewhere = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end('<!doctype html><p>planted</p><script>alert(1)</script>');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const plantedHost = `127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
    try {
      // The first load of a fresh server, which starts the copy, names another host.
      await rawRequest(app.baseUrl, { method: 'GET', target: routePaths.surveyResults, headers: { Host: plantedHost, 'X-Forwarded-Host': plantedHost } });
      const copy = await loadCopy(app.baseUrl);
      expect(await copy.text()).not.toContain('planted');
      expect(asked).toEqual([]);
    } finally {
      elsewhere.close();
    }
  });

  it('is served again from one copy, whose policy lets exactly its own inline scripts run', async () => {
    const copy = await loadCopy(app.baseUrl);
    const html = await copy.text();
    expect(scriptSources(copy).filter((source) => source.startsWith("'sha256-")).sort()).toEqual(inlineScriptHashes(html).sort());
    expect(scriptSources(copy)).not.toContain("'unsafe-inline'");
    const again = await fetch(resultsUrl());
    expect([again.headers.get('etag'), await again.text()]).toEqual([copy.headers.get('etag'), html]);
    expect((await fetch(resultsUrl(), { headers: { 'If-None-Match': copy.headers.get('etag')! } })).status).toBe(304);
    expect(copy.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers a HEAD from the copy with its headers and no body', async () => {
    const copy = await loadCopy(app.baseUrl);
    const head = await fetch(resultsUrl(), { method: 'HEAD' });
    expect([head.status, head.headers.get('etag'), await head.text()]).toEqual([200, copy.headers.get('etag'), '']);
  });

  it.each([
    ['a request that asks for it', { headers: { [RENDER_NOW_HEADER]: '1' } }, ''],
    ['an address with a query', {}, '?from=newsletter'],
  ])('is rendered for %s alone, with a nonce of its own, and the copy stays', async (_, init: RequestInit, query) => {
    const copy = await loadCopy(app.baseUrl);
    const rendered = [await fetch(`${resultsUrl()}${query}`, init), await fetch(`${resultsUrl()}${query}`, init)];
    expect(rendered.map(hasNonce)).toEqual([true, true]);
    expect(scriptSources(rendered[0]!)).not.toEqual(scriptSources(rendered[1]!));
    expect((await fetch(resultsUrl())).headers.get('etag')).toBe(copy.headers.get('etag'));
  });

  it('gives Next’s client router the page’s data, not the copy', async () => {
    await loadCopy(app.baseUrl);
    // As the router asks: an RSC header, and the `_rsc` query Next redirects to when it is missing.
    const data = await fetch(resultsUrl(), { headers: { RSC: '1' } });
    expect(data.headers.get('content-type')).toMatch(/^text\/x-component/);
  });

  it('shows a release made by an answer this process stored at once, not when the copy would have lapsed', async () => {
    const releaseLine = async () => (await fetchHtml(resultsUrl())).$('.survey-total p').first().text();
    await loadCopy(app.baseUrl);
    expect(await releaseLine()).toMatch(/^No release yet/);
    const proofs = await readyProofs(app.baseUrl, MIN_PUBLISHED_ANSWERS);
    const statuses = await Promise.all(proofs.map((proof, index) => postAnswer(app.baseUrl, answerBody(proof), { address: `10.31.0.${index}` })));
    expect(statuses.map((response) => response.status)).toEqual(Array(MIN_PUBLISHED_ANSWERS).fill(201));
    expect(await releaseLine()).toMatch(new RegExp(`^Release 1, made .*, holds ${MIN_PUBLISHED_ANSWERS} answers\\.$`));
    await loadCopy(app.baseUrl);
    expect(await releaseLine()).toMatch(/^Release 1, made /);
  }, 60_000);
});
