import { describe, expect, it } from 'vitest';
import { clientAddress, clientKey } from '@/lib/survey/client-key';

const day = new Date('2026-11-23T12:00:00Z');
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

describe('the rate limit key', () => {
  it('does not change when a client rotates X-Forwarded-For and no proxy is trusted', () => {
    const keys = new Set(['203.0.113.7', '203.0.113.8', '10.0.0.1, 10.0.0.2', ''].map((chain) => clientKey(forwardedFor(chain), 'secret', day, {})));
    expect(keys.size).toBe(1);
  });

  it('is the same for one address on one day, and never contains the address', () => {
    const key = clientKey(forwardedFor('203.0.113.7'), 'secret', day, behindOneProxy);
    expect(clientKey(forwardedFor('203.0.113.7'), 'secret', new Date('2026-11-23T23:59:00Z'), behindOneProxy)).toBe(key);
    expect(key).not.toContain('203.0.113.7');
  });

  it('changes with the day, the address and the secret', () => {
    const key = clientKey(forwardedFor('203.0.113.7'), 'secret', day, behindOneProxy);
    expect(clientKey(forwardedFor('203.0.113.7'), 'secret', new Date('2026-11-24T00:00:00Z'), behindOneProxy)).not.toBe(key);
    expect(clientKey(forwardedFor('203.0.113.8'), 'secret', day, behindOneProxy)).not.toBe(key);
    expect(clientKey(forwardedFor('203.0.113.7'), 'other', day, behindOneProxy)).not.toBe(key);
  });
});
