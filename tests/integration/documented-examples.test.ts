import { describe, expect, inject, it } from 'vitest';
import { curlExamples } from '../support/curl-examples';

const baseUrl = inject('baseUrl');

describe.each(['/agents.md', '/developers/index.md'])('every curl example in %s', (path) => {
  it('works against the running server', async () => {
    const examples = curlExamples(await (await fetch(`${baseUrl}${path}`)).text());
    expect(examples.length).toBeGreaterThanOrEqual(5);
    for (const { command, url, init } of examples) {
      expect(url.startsWith(baseUrl), command).toBe(true);
      const response = await fetch(url, init);
      expect(response.status, command).toBe(200);
      if (response.headers.get('content-type')?.includes('json')) expect(await response.json(), command).not.toHaveProperty('error');
    }
  });
});
