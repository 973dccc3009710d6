import { describe, expect, it } from 'vitest';
import { refusalFor, refusedRequestReply } from '@/lib/http/refused-request';
import { ApiErrorSchema } from '@/lib/api/schemas';

/** What pages/_error.tsx answers for requests Next.js refuses before any route runs. */
describe('refused requests', () => {
  it.each([
    [400, 'GET', 'malformed_url'],
    [404, 'GET', 'not_found'],
    [405, 'POST', 'method_not_allowed'],
    [418, 'GET', 'malformed_url'],
  ])('%i for %s → %s', (status, method, code) => {
    expect(refusalFor(status, method).code).toBe(code);
  });

  it('/api/%ZZ → 400 JSON Error with CORS', async () => {
    const reply = refusedRequestReply('/api/%ZZ', 'GET', refusalFor(400, 'GET'));
    expect(reply?.status).toBe(400);
    expect(reply?.headers.get('access-control-allow-origin')).toBe('*');
    expect(ApiErrorSchema.parse(await reply?.json()).error).toBe('malformed_url');
  });

  it('/%E0%A4%A/index.md → 400 Markdown with CORS', async () => {
    const reply = refusedRequestReply('/%E0%A4%A/index.md', 'GET', refusalFor(400, 'GET'));
    expect(reply?.status).toBe(400);
    expect(reply?.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(reply?.headers.get('access-control-allow-origin')).toBe('*');
    expect(await reply?.text()).toMatch(/^# Bad request\n/);
  });

  it('HEAD gets the status and headers without a body', async () => {
    const reply = refusedRequestReply('/api/%ZZ', 'HEAD', refusalFor(400, 'HEAD'));
    expect(reply?.status).toBe(400);
    expect(await reply?.text()).toBe('');
  });

  it('a page path → no reply here: the HTML error page renders', () => {
    expect(refusedRequestReply('/%ZZ/', 'GET', refusalFor(400, 'GET'))).toBeUndefined();
  });
});
