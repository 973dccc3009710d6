import { describe, expect, it } from 'vitest';
import { clientAddress, clientGroup, rateLimitKeys } from '@/lib/survey/client-key';

const noon = Date.parse('2026-11-23T12:00:00Z');
const behindOneProxy = { TRUST_PROXY: '1' };
const forwardedFor = (chain: string) => new Headers({ 'x-forwarded-for': chain });

describe('the address the rate limit believes', () => {
  it.each([
    ['bare next start: a forwarded address is the client’s word', {}, { 'x-forwarded-for': '203.0.113.7' }, undefined],
    ['bare next start: TRUST_PROXY=0 is none', { TRUST_PROXY: '0' }, { 'x-forwarded-for': '203.0.113.7' }, undefined],
    ['bare next start: a TRUST_PROXY that is not a count is none', { TRUST_PROXY: 'yes' }, { 'x-forwarded-for': '203.0.113.7' }, undefined],
    ['one proxy: the entry it appended, not what the client put before it', behindOneProxy, { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }, '203.0.113.7'],
    ['TRUST_PROXY=true is one proxy', { TRUST_PROXY: 'true' }, { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }, '203.0.113.7'],
    ['two proxies: the entry the outer one appended', { TRUST_PROXY: '2' }, { 'x-forwarded-for': '198.51.100.1, 203.0.113.7, 10.0.0.2' }, '203.0.113.7'],
    ['two proxies, a shorter chain: its first entry', { TRUST_PROXY: '2' }, { 'x-forwarded-for': '203.0.113.7' }, '203.0.113.7'],
    ['one proxy that sent no header: none', behindOneProxy, {}, undefined],
    ['Vercel: x-vercel-forwarded-for, whatever X-Forwarded-For says', { VERCEL: '1' }, { 'x-vercel-forwarded-for': '203.0.113.7', 'x-forwarded-for': '198.51.100.1' }, '203.0.113.7'],
    ['Vercel ignores TRUST_PROXY', { VERCEL: '1', TRUST_PROXY: '1' }, { 'x-forwarded-for': '198.51.100.1' }, undefined],
  ])('%s', (_, env, headers, expected) => {
    expect(clientAddress(new Headers(headers), env)).toBe(expected);
  });
});

describe('the address group that shares one allowance', () => {
  it.each([
    ['IPv4 as itself', '203.0.113.7', '203.0.113.7'],
    ['IPv4-mapped IPv6 as the IPv4 address', '::ffff:203.0.113.7', '203.0.113.7'],
    ['IPv4-mapped IPv6 in hex', '::ffff:cb00:7107', '203.0.113.7'],
    ['IPv6 as its /64', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['IPv6 in upper case and full length, the same /64', '2001:0DB8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['IPv6 in brackets with a zone', '[fe80::1%eth0]', 'fe80::/64'],
    ['no address: the shared group', undefined, ''],
  ])('%s', (_, address, group) => {
    expect(clientGroup(address)).toBe(group);
  });
});

describe('the rate limit keys', () => {
  const keysOf = (chain: string, now = noon, secret = 'secret', env: Record<string, string> = behindOneProxy) => rateLimitKeys(forwardedFor(chain), secret, now, env);

  it('do not change when a client rotates X-Forwarded-For and no proxy is trusted', () => {
    const keys = new Set(['203.0.113.7', '203.0.113.8', '10.0.0.1, 10.0.0.2', ''].map((chain) => keysOf(chain, noon, 'secret', {}).spend.key));
    expect(keys.size).toBe(1);
  });

  it('are shared by four addresses of one /64, and differ for the next /64', () => {
    const keys = ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:ffff::9', '2001:db8:5:6:1:2:3:4'].map((address) => keysOf(address).spend.key);
    expect(new Set(keys).size).toBe(1);
    expect(keysOf('2001:db8:5:7::1').spend.key).not.toBe(keys[0]);
  });

  it('last for a 10-minute slot, are looked up for the six slots before, and never contain the address', () => {
    const keys = keysOf('203.0.113.7');
    expect(keysOf('203.0.113.7', noon + 9 * 60_000).spend.key).toBe(keys.spend.key);
    expect(keys.spend.expiresAt.toISOString()).toBe('2026-11-23T13:10:00.000Z');
    expect(keys.live).toHaveLength(7);
    expect(keysOf('203.0.113.7', noon + 60 * 60_000).live).toContain(keys.spend.key);
    expect(keysOf('203.0.113.7', noon + 70 * 60_000).live).not.toContain(keys.spend.key);
    expect(JSON.stringify(keys)).not.toContain('203.0.113.7');
  });

  it('change with the slot, the address and the secret', () => {
    const key = keysOf('203.0.113.7').spend.key;
    expect(keysOf('203.0.113.7', noon + 10 * 60_000).spend.key).not.toBe(key);
    expect(keysOf('203.0.113.8').spend.key).not.toBe(key);
    expect(keysOf('203.0.113.7', noon, 'other').spend.key).not.toBe(key);
  });
});
