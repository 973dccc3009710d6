import Negotiator from 'negotiator';
import { describe, expect, it } from 'vitest';
import { prefersMarkdown } from '@/lib/site/markdown-negotiation';

const negotiated = (accept: string) =>
  new Negotiator({ headers: { accept } }).mediaType(['text/html', 'text/markdown']) === 'text/markdown';

/** Accept headers real clients send, and the variations of them agents write by hand. */
const ACCEPT_HEADERS = [
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
  'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  '*/*',
  'application/json, text/plain, */*',
  'application/json',
  'text/*',
  'text/html',
  'text/markdown',
  'TEXT/Markdown',
  'text/markdown, text/html;q=0.9',
  'text/markdown,text/html;q=0.9,*/*;q=0.8',
  'text/markdown, */*;q=0.1',
  'text/plain, text/markdown',
  'text/markdown;q=0.5',
  'text/html, text/markdown',
  'text/markdown, text/html',
  'text/html;q=0.5, text/markdown',
  'text/html;q=0.9, text/markdown',
  'text/markdown;q=0.5, text/html',
  'text/markdown;q=0.9, text/html',
  'text/markdown;q=0',
  'text/markdown;q=0.0, text/html',
  'text/x-markdown',
];

describe('choosing Markdown for a page URL by routing config alone', () => {
  it.each(ACCEPT_HEADERS)('Accept: %s → the same choice as a full negotiator', (accept) => {
    expect(prefersMarkdown(accept)).toBe(negotiated(accept));
  });

  it('gives Markdown to text/markdown with a charset parameter, which negotiator would not match at all', () => {
    expect(prefersMarkdown('text/markdown; charset=utf-8')).toBe(true);
  });
});
