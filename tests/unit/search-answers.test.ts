import { describe, expect, it } from 'vitest';
import { quotedSources } from '@/lib/airlines/airline-markdown';
import { allAirlines } from '@/lib/airlines/airlines';
import { searchResponse } from '@/lib/api/search-response';
import { ANSWERED_HITS, type SearchHit } from '@/lib/api/schemas';
import { allPages, pageBySlug } from '@/lib/content/catalogue';
import { faqAnchor } from '@/lib/content/faq-anchor';
import { kindRank } from '@/lib/content/sources';
import { markdownSections, renderMarkdownPage } from '@/lib/content/markdown';
import { LABELLED_SETS } from '@/lib/search/learned/labelled-queries';

/** Issue 40: hits carry the passage that answers, whole, with its sources, and say how well it answers. */

const guides = allPages().filter((page) => page.kind === 'guide');
const slugOf = (url: string) => new URL(url).pathname.split('/')[1]!;
const hitFor = (query: string, slug: string) => searchResponse(query).results.find((hit) => slugOf(hit.url) === slug);

describe('search answers', () => {
  it('answers a guide’s own FAQ question with that FAQ entry, whenever the guide is among the answered hits', () => {
    const questions = guides.flatMap((page) => page.faq.map(({ question }) => ({ page, question })));
    const answered = questions.flatMap(({ page, question }) => {
      const hit = searchResponse(question.slice(0, 200)).results.slice(0, ANSWERED_HITS).find((candidate) => slugOf(candidate.url) === page.slug);
      return hit ? [{ question, hit }] : [];
    });
    expect(answered.length).toBeGreaterThanOrEqual(questions.length * 0.95);
    for (const { question, hit } of answered) {
      expect(hit.answer?.url, question).toBe(`${hit.url}#${faqAnchor(question)}`);
      expect(hit.answer?.from, question).toBe('faq');
    }
  });

  it('breaks a tie between FAQ questions by the word that sets the thing asked apart, not the word most guides use', () => {
    // Both questions hold "pack" and "trip"; only one holds "ski".
    const hit = hitFor('what to pack for a ski trip', 'cold-weather-packing-list')!;
    expect(hit.answer?.from).toBe('faq');
    expect(hit.answer?.url).toBe(`${hit.url}#${faqAnchor('What should I pack for a ski trip?')}`);
  });

  it('quotes a table row with its column headers', () => {
    const hit = searchResponse('ryanair personal item size').results.find((candidate) => candidate.answer?.from === 'table-row')!;
    const section = markdownSections(pageBySlug(slugOf(hit.url))!.body).find(({ id }) => hit.answer!.url.endsWith(`#${id}`))!;
    const row = [...section.rows.values()].find(({ cells }) => cells.includes('Ryanair'))!;
    expect(hit.answer!.text).toBe(row.cells.map((cell, column) => (cell && row.headers[column] ? `${row.headers[column]}: ${cell}` : cell)).filter(Boolean).join('; '));
    expect(hit.answer!.text).toMatch(/^Airline \(example\): Ryanair; /);
  });

  it('quotes the guide’s short answer, whole, when the query asks what the guide’s title names', () => {
    const page = pageBySlug('liquids-and-toiletries')!;
    const hit = hitFor('liquids 100ml rule', page.slug)!;
    expect(hit.answer?.from).toBe('short-answer');
    expect(hit.answer?.text.toLowerCase()).toBe(renderMarkdownPage(page.body).shortAnswer!.text.toLowerCase());
    expect(hit.answer?.reviewed).toBe(page.reviewed);
  });

  it('quotes the short answer, not a paragraph that only repeats the title’s words, and keeps a section about what is asked', () => {
    const beach = hitFor('packing for a beach week', 'hot-weather-and-beach-packing-list')!;
    expect(beach.answer?.from).toBe('short-answer');
    expect(beach.answer?.url).toBe(beach.url);
    const stove = hitFor('can you take a camping stove on a plane', 'camping-and-backpacking-packing-list')!;
    expect(stove.answer?.from).toBe('passage');
    expect(stove.answer?.text).toMatch(/stove/i);
  });

  it('answers a how-to question about the whole topic with the short answer, not with a FAQ on a narrower case', () => {
    // The documents guide's FAQ on what a child needs, the comfort kit's on skincare, the security guide's on connections.
    for (const [query, slug] of [
      ['what documents do I need to fly internationally', 'documents-for-international-trips'],
      ['what should I bring on a long haul flight', 'long-haul-comfort-kit'],
      ['how do I get through airport security faster', 'security-screening'],
    ]) {
      expect(hitFor(query, slug!)?.answer?.from, query).toBe('short-answer');
    }
  });

  it('answers a question that asks how with the short answer, not with a FAQ that asks yes or no', () => {
    // "Is jet lag worse flying east or west?" and "Should I sleep on the plane to avoid jet lag?" are on the same guide.
    for (const query of ['how do u beat jet lag flying east', 'how do I avoid jet lag']) {
      expect(hitFor(query, 'jet-lag-and-sleep')?.answer?.from, query).toBe('short-answer');
    }
  });

  it('quotes the FAQ that holds three of the things a long question asks at once', () => {
    const hit = hitFor('airport security with baby formula, breast milk and stroller flying alone with toddler and infant', 'traveling-with-children');
    expect(hit?.answer?.heading).toBe('Can I bring baby formula and breast milk through airport security?');
  });

  it('keeps a FAQ that asks what the query asks, one of its alternatives included', () => {
    expect(hitFor('jet lag flying east', 'jet-lag-and-sleep')?.answer?.heading).toBe('Is jet lag worse flying east or west?');
    expect(hitFor('how do I pack a suit in a carry-on', 'business-trip-packing-list')?.answer?.from).toBe('faq');
    expect(hitFor('plug adapter', 'phones-esims-and-power-abroad')?.answer?.heading).toBe('Do I need a voltage converter or just a plug adapter?');
  });

  it('cites for an airline’s allowances every page their figures come from, a news report behind a fare included', () => {
    const reported = allAirlines().filter((airline) => quotedSources(airline.iata).some(({ kind }) => kind === 'news'));
    expect(reported.length).toBeGreaterThan(0);
    for (const airline of reported) {
      const hit = searchResponse(`${airline.name} checked baggage allowance`).results.find(({ kind }) => kind === 'airline')!;
      expect(hit.answer?.sources.map(({ url }) => url), airline.name).toEqual(quotedSources(airline.iata).map(({ url }) => url));
    }
  });

  it('cites for a FAQ answer the sources of the rules whose figures it states, the rule’s owner first', () => {
    const question = 'Do I still need to take liquids out of my bag at airport security?';
    const hit = hitFor(question, 'liquids-and-toiletries')!;
    expect(hit.answer?.url).toBe(`${hit.url}#${faqAnchor(question)}`);
    const cited = hit.answer!.sources.map(({ url }) => new URL(url).hostname);
    // The answer gives Heathrow's 2-liter limit and CATSA's 100 ml, whose rules cite GOV.UK and CATSA's own page.
    expect(cited).toEqual(expect.arrayContaining(['gov.uk', 'www.catsa-acsta.gc.ca']));
    expect(hit.answer!.sources.map(({ kind }) => kind)).toEqual([...hit.answer!.sources.map(({ kind }) => kind)].sort((a, b) => kindRank[a!] - kindRank[b!]));
  });

  it('gives only the first hits an answer, and every hit a match', () => {
    const { results } = searchResponse('power bank on a plane');
    expect(results.length).toBeGreaterThan(ANSWERED_HITS);
    expect(results.map((hit) => hit.answer !== undefined)).toEqual(results.map((_, rank) => rank < ANSWERED_HITS));
    expect(results.every((hit) => ['answers', 'related', 'mentions'].includes(hit.match))).toBe(true);
  });

  it('says a passage answers only when it holds what is asked, on the same scale for every query', () => {
    expect(hitFor('how do I pack a suit', 'business-trip-packing-list')?.match).toBe('answers');
    // A hair straightener is electronics to the guides, but their electronics guide says nothing of one.
    expect(hitFor('can I bring my hair straightener', 'electronics-and-batteries')?.match).toBe('mentions');
  });

  // Every labelled query a person wrote for the tuning and dev sets: each answer's place and sources are real.
  const hits = [...LABELLED_SETS.tuning, ...LABELLED_SETS.dev].flatMap(({ query }) => searchResponse(query).results.filter((hit) => hit.answer && (hit.kind === 'guide' || hit.kind === 'page')));

  it('links each answer to an anchor its page has, and never cuts one', () => {
    expect(hits.length).toBeGreaterThan(500);
    const anchors = new Map(allPages().map((page) => [page.slug, new Set([...markdownSections(page.body).map(({ id }) => id), ...page.faq.map(({ question }) => faqAnchor(question))])]));
    for (const { answer, url } of hits as Required<SearchHit>[]) {
      const anchor = answer.url.split('#')[1];
      if (anchor) expect(anchors.get(slugOf(url))!.has(anchor), answer.url).toBe(true);
      expect(answer.text, answer.url).not.toMatch(/…$/);
      // A table's header row says nothing alone: its cells come with each row instead.
      if (answer.from === 'passage') expect(answer.text, answer.url).not.toMatch(/ · /);
      expect(answer.text).toMatch(/[\p{L}\p{N})”.!?%]$/u);
    }
  });

  it('cites, for each answer, only sources its guide cites for that part of the page: its section, or its FAQ entry', () => {
    for (const { answer, url } of hits as Required<SearchHit>[]) {
      const page = pageBySlug(slugOf(url))!;
      const part = answer.url.split('#')[1];
      for (const source of answer.sources) {
        const cited = page.sources.find((candidate) => candidate.url === source.url);
        expect(cited, source.url).toBeDefined();
        if (part && answer.from !== 'short-answer') expect(cited!.backs.some((backed) => backed.section === part), `${source.url} for ${answer.url}`).toBe(true);
      }
    }
  });
});
