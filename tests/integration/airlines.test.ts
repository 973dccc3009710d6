import * as cheerio from 'cheerio';
import { describe, expect, inject, it } from 'vitest';
import type { AirlineDetail, AirlineIndex } from '@/lib/airlines/airline-api-schema';

/** Issue 39: airline allowances as pages, Markdown and JSON. */

const baseUrl = inject('baseUrl');
const html = async (path: string) => {
  const response = await fetch(`${baseUrl}${path}`);
  return { status: response.status, $: cheerio.load(await response.text()) };
};
const rowsOf = ($: cheerio.CheerioAPI) => $('.airlines-index tbody tr').map((_, row) => ({ airline: $(row).find('td').eq(0).text(), cabin: $(row).find('td').eq(3).text() })).get();
const centimetres = (cell: string) => cell.match(/(\d+(?:\.\d+)?) × (\d+(?:\.\d+)?) × (\d+(?:\.\d+)?) cm/)?.slice(1).map(Number);

describe('GET /api/airlines.json and /api/airlines/{code}', () => {
  it('lists at least 30 airlines, each with its fares and sources, and serves one by its code in any case', async () => {
    const index = (await (await fetch(`${baseUrl}/api/airlines.json`)).json()) as AirlineIndex;
    expect(index.count).toBeGreaterThanOrEqual(30);
    expect(index.airlines.every((airline) => airline.fares.length > 0 && airline.sources.length > 0)).toBe(true);
    const ryanair = (await (await fetch(`${baseUrl}/api/airlines/fr`)).json()) as AirlineDetail;
    expect(ryanair).toEqual(index.airlines.find((airline) => airline.iata === 'FR'));
    const unknown = await fetch(`${baseUrl}/api/airlines/ZZ`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toBe('unknown_airline');
  });
});

describe('GET /airlines/', () => {
  it('shows one row per airline for the standard fare, linking each airline’s page', async () => {
    const { $ } = await html('/airlines/');
    expect(rowsOf($).length).toBeGreaterThanOrEqual(25);
    expect($('.airlines-index tbody a[href="/airlines/fr/"]').text()).toBe('Ryanair');
  });

  it('filters by region and by an included cabin bag, and sorts by the largest cabin bag, without JavaScript', async () => {
    const us = rowsOf((await html('/airlines/?region=us')).$);
    expect(us.map((row) => row.airline)).toContain('Delta Air Lines');
    expect(us.map((row) => row.airline)).not.toContain('Ryanair');
    const included = rowsOf((await html('/airlines/?cabin=included&fare=basic')).$);
    expect(included.length).toBeGreaterThan(0);
    expect(included.every((row) => row.cabin.startsWith('Included'))).toBe(true);
    const sized = rowsOf((await html('/airlines/?sort=cabin-bag')).$).map((row) => centimetres(row.cabin)).filter((sides) => sides !== undefined);
    const volumes = sized.map((sides) => sides!.reduce((product, side) => product * side, 1));
    expect(volumes.length).toBeGreaterThan(5);
    expect([...volumes].sort((a, b) => b - a)).toEqual(volumes);
  });

  it('shows the default view for a query it does not know', async () => {
    const { status, $ } = await html('/airlines/?fare=gold&sort=%3Cscript%3E');
    expect(status).toBe(200);
    expect(rowsOf($).length).toBe(rowsOf((await html('/airlines/')).$).length);
  });
});

describe('GET /airlines/{code}/', () => {
  it('gives each fare’s bags and the sources, and the same as Markdown', async () => {
    const { $ } = await html('/airlines/ua/');
    expect($('h1').text()).toBe('United Airlines baggage allowance');
    expect($('h2').map((_, heading) => $(heading).text()).get()).toContain('Sources');
    expect($('table').length).toBeGreaterThanOrEqual(2);
    const mirror = await (await fetch(`${baseUrl}/airlines/ua/index.md`)).text();
    expect(mirror).toMatch(/^# United Airlines baggage allowance/);
    expect(mirror).toContain('| Cabin bag |');
    expect((await fetch(`${baseUrl}/airlines/zz/index.md`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/airlines/zz/`)).status).toBe(404);
  });
});
