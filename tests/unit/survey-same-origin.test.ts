import { describe, expect, it } from 'vitest';
import { isSameOrigin } from '@/lib/survey/same-origin';

const PUBLIC_URL = 'https://packwise.example';
const bare = {};
const behindOneProxy = { TRUST_PROXY: '1' };
/** What nginx with the README's lines sends upstream for a browser on https://packwise.example. */
const fromNginx = { host: 'packwise.example', 'x-forwarded-host': 'packwise.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };

type Case = [name: string, env: Record<string, string>, headers: Record<string, string>, accepted: boolean];

describe('the survey’s same-origin check', () => {
  it.each<Case>([
    ['the public origin (SITE_URL), whatever Host the proxy sent', bare, { origin: PUBLIC_URL, host: '127.0.0.1:3000' }, true],
    ['a bare next start: http and its own Host', bare, { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, true],
    ['a bare next start: https is not what it serves', bare, { origin: 'https://127.0.0.1:3000', host: '127.0.0.1:3000' }, false],
    ['a bare next start: another port', bare, { origin: 'http://127.0.0.1:3001', host: '127.0.0.1:3000' }, false],
    ['a bare next start: forwarded headers are the client’s word', bare, { origin: 'https://evil.example', host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }, false],
    ['default nginx proxy_pass without TRUST_PROXY: Host is the upstream', bare, { origin: 'https://shop.example', host: '127.0.0.1:3000' }, false],
    ['a trusted proxy: its X-Forwarded-Host and X-Forwarded-Proto', behindOneProxy, { ...fromNginx, origin: 'https://packwise.example', host: '127.0.0.1:3000' }, true],
    ['a trusted proxy on a port of its own', behindOneProxy, { origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080', 'x-forwarded-host': '127.0.0.1:8080', 'x-forwarded-proto': 'http' }, true],
    ['a trusted proxy: the scheme must match', behindOneProxy, { ...fromNginx, origin: 'http://packwise.example' }, false],
    ['a trusted proxy: the port must match', behindOneProxy, { ...fromNginx, origin: 'https://packwise.example:8443' }, false],
    ['a trusted proxy: the default port written out is still the origin', behindOneProxy, { ...fromNginx, 'x-forwarded-host': 'packwise.example:443', origin: 'https://packwise.example' }, true],
    ['a trusted proxy: Host alone when it sets no X-Forwarded-Host', behindOneProxy, { host: 'shop.example', 'x-forwarded-proto': 'https', origin: 'https://shop.example' }, true],
    ['a trusted proxy: a scheme that is not http(s)', behindOneProxy, { ...fromNginx, 'x-forwarded-proto': 'ftp', origin: 'ftp://packwise.example' }, false],
    ['a Vercel preview: the address its edge forwarded, not SITE_URL', { VERCEL: '1' }, { host: 'packwise-git-tips.vercel.app', 'x-forwarded-host': 'packwise-git-tips.vercel.app', 'x-forwarded-proto': 'https', origin: 'https://packwise-git-tips.vercel.app' }, true],
    ['a Vercel preview: the scheme must match', { VERCEL: '1' }, { host: 'packwise-git-tips.vercel.app', 'x-forwarded-host': 'packwise-git-tips.vercel.app', 'x-forwarded-proto': 'https', origin: 'http://packwise-git-tips.vercel.app' }, false],
    ['another site', behindOneProxy, { ...fromNginx, origin: 'https://elsewhere.example' }, false],
    ['an Origin with a path', bare, { origin: `${PUBLIC_URL}/survey/`, host: 'packwise.example' }, false],
    ['an Origin with a trailing slash', bare, { origin: `${PUBLIC_URL}/`, host: 'packwise.example' }, false],
    ['an Origin with user info', bare, { origin: 'https://traveler@packwise.example', host: 'packwise.example' }, false],
    ['an Origin with the default port written out', bare, { origin: 'https://packwise.example:443', host: 'packwise.example' }, false],
    ['an opaque Origin (null)', bare, { origin: 'null', host: 'packwise.example' }, false],
    ['no Origin', bare, { host: '127.0.0.1:3000' }, false],
    ['Sec-Fetch-Site same-site', bare, { origin: PUBLIC_URL, 'sec-fetch-site': 'same-site' }, false],
    ['Sec-Fetch-Site same-origin', bare, { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' }, true],
  ])('%s', (_, env, headers, accepted) => {
    expect(isSameOrigin(new Headers(headers), PUBLIC_URL, env)).toBe(accepted);
  });
});
