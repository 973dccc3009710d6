import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAddresses, citedAddresses, driftReport, type AddressCheck } from '@/lib/content/source-drift';
import type { Source } from '@/lib/content/sources';

const fixture = (name: string) => readFileSync(`tests/fixtures/source-pages/${name}`, 'utf8');

/** A stand-in for the web: pages that still say what is quoted, pages rewritten, a move, a 404, a PDF and one that never answers. */
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const html = (body: string) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    switch (request.url) {
      case '/liquids':
        return html(fixture('liquids-rule.html'));
      case '/liquids-rewritten':
        return html(fixture('liquids-rule-rewritten.html'));
      case '/old-liquids':
        return response.writeHead(301, { location: '/liquids' }).end();
      case '/leaflet.pdf':
        return response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7');
      case '/never-answers':
        return; // the request stays open until the checker gives up
      default:
        return response.writeHead(404, { 'content-type': 'text/html' }).end('<p>Not found</p>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const QUOTE = 'must hold no more than 100 ml, and they must fit in a single, transparent, resealable plastic bag';

function source(path: string, quotes: string[], readVia?: string): Source {
  return {
    title: 'Liquids rule',
    publisher: 'GOV.UK',
    url: `${origin}${path}`,
    checked: '2026-11-27',
    kind: 'official',
    backs: quotes.map((quote) => ({ section: 'faq', quote })),
    ...(readVia ? { readVia: { publisher: 'An archive', url: `${origin}${readVia}` } } : {}),
  };
}

async function check(...sources: Source[]): Promise<AddressCheck[]> {
  return checkAddresses(citedAddresses([{ slug: 'liquids-and-toiletries', sources }]), { timeoutMs: 1_500, concurrency: 3 });
}

describe('npm run content:check-sources, against a local server of fixture pages', () => {
  it('finds a quote the page still says, whatever its quotation marks, spaces, markup and case', async () => {
    const [result] = await check(source('/liquids', [QUOTE, 'The bag must be about 20 cm by 20 cm, and you\'re allowed one per passenger.']));
    expect(result).toEqual({ url: `${origin}/liquids`, outcome: 'read', movedTo: null, missingQuotes: [], citedBy: ['liquids-and-toiletries'] });
  });

  it('reports a quote the page no longer says, and ignores text that only a script holds', async () => {
    const [rewritten, scripted] = await check(source('/liquids-rewritten', [QUOTE]), source('/liquids', ['Containers must hold no more than 100 millilitres']));
    expect(rewritten).toMatchObject({ outcome: 'read', missingQuotes: [QUOTE] });
    expect(scripted).toMatchObject({ outcome: 'read', missingQuotes: ['Containers must hold no more than 100 millilitres'] });
  });

  it('reports an address that moved, and still checks the quote where it landed', async () => {
    const [moved] = await check(source('/old-liquids', [QUOTE]));
    expect(moved).toMatchObject({ outcome: 'read', movedTo: `${origin}/liquids`, missingQuotes: [] });
  });

  it('reports an address that is gone, one that is not a web page and one that never answers, without failing', async () => {
    const results = await check(source('/gone', [QUOTE]), source('/leaflet.pdf', [QUOTE]), source('/never-answers', [QUOTE]));
    expect(results.map((result) => (result.outcome === 'failed' ? result.reason : result.outcome))).toEqual([
      'answered HTTP 404',
      'is not an HTML page (application/pdf), so its quotes were not checked',
      'no answer within 1.5 s',
    ]);
  });

  it('reads an address once however many guides cite it, and checks the copy a source was read through too', () => {
    const addresses = citedAddresses([
      { slug: 'liquids-and-toiletries', sources: [source('/liquids', [QUOTE], '/copy-of-liquids')] },
      { slug: 'security-screening', sources: [source('/liquids', ['Another sentence from the same page'])] },
    ]);
    expect(addresses).toEqual([
      { url: `${origin}/liquids`, quotes: [QUOTE, 'Another sentence from the same page'], citedBy: ['liquids-and-toiletries', 'security-screening'] },
      { url: `${origin}/copy-of-liquids`, quotes: [QUOTE], citedBy: ['liquids-and-toiletries'] },
    ]);
  });

  it('reports each finding under its heading, with the guides that cite the address, and the totals', async () => {
    const report = driftReport(await check(source('/liquids-rewritten', [QUOTE]), source('/old-liquids', [QUOTE]), source('/gone', [QUOTE])));
    expect(report).toContain(`## Quotes no longer on the page (1)\n- ${origin}/liquids-rewritten (cited by liquids-and-toiletries)\n  - “${QUOTE}”`);
    expect(report).toContain(`## Addresses that moved (1)\n- ${origin}/old-liquids → ${origin}/liquids (cited by liquids-and-toiletries)`);
    expect(report).toContain(`## Addresses that failed (1)\n- ${origin}/gone: answered HTTP 404 (cited by liquids-and-toiletries)`);
    expect(report).toContain('3 addresses checked: 2 read, 1 with a missing quote, 1 moved, 1 failed.');
  });
});
