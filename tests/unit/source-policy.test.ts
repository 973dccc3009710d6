import { describe, expect, it } from 'vitest';
import officialPublishersFile from '@/content/official-publishers.json';
import neverCitedHostsFile from '@/content/never-cited-hosts.json';
import { allPages, type CataloguePage } from '@/lib/content/catalogue';
import { faqAnchor } from '@/lib/content/faq-anchor';
import { assertSourcePolicy, sourcePolicyProblems } from '@/lib/content/source-policy';
import { ruleSourceKinds, type Source } from '@/lib/content/sources';

/**
 * Issue 34's source policy: a rule is cited to its owner's own page, at a clean English address,
 * and each source names the passage it backs with the sentence that says it. The content build
 * refuses a guide that breaks it; these tests show what it refuses, and hold the library's target.
 */
const guides = allPages().filter((page) => page.kind === 'guide');
const sources = guides.flatMap((guide) => guide.sources);

describe('the guides’ sources', () => {
  it.each(guides.map((guide) => [guide.slug, guide] as const))('%s keeps the policy', (_, guide) => {
    expect(sourcePolicyProblems(guide)).toEqual([]);
  });

  // Issue 34's target is 80 %. On 27 November 2026 it stood at 299 of 391 (76.5 %), the What changed page's
  // sources counted once each: the other rules' owners' pages were not among the stored pages research could
  // read (issue 34's note lists them). The floor keeps what was reached from slipping until they are found.
  it('cite at least 76 % of the sources behind rules on the rule owner’s own page, on the way to 80 %', () => {
    const behindRules = sources.filter((source) => ruleSourceKinds.includes(source.kind));
    const official = behindRules.filter((source) => source.kind === 'official');
    expect(official.length / behindRules.length).toBeGreaterThanOrEqual(0.76);
  });

  // The kind may differ: an airport's page is official for its own screening and secondary where it restates the government's rule.
  it('cite each address under one title and publisher, whichever guide cites it', () => {
    const namesByUrl = new Map<string, Set<string>>();
    for (const source of sources) namesByUrl.set(source.url, (namesByUrl.get(source.url) ?? new Set()).add(`${source.title} · ${source.publisher}`));
    expect([...namesByUrl].filter(([, names]) => names.size > 1).map(([url, names]) => `${url}: ${[...names].join(' | ')}`)).toEqual([]);
  });
});

describe('the lists the policy reads', () => {
  const officialHosts = officialPublishersFile.publishers.flatMap((entry) => entry.hosts);

  it('name each official publisher once, by bare host names', () => {
    const names = officialPublishersFile.publishers.map((entry) => entry.publisher);
    expect(new Set(names).size).toBe(names.length);
    for (const host of officialHosts) expect(host).toMatch(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/);
  });

  it('never list a host as both official and never cited', () => {
    const neverCited = neverCitedHostsFile.hosts.map((entry) => entry.host);
    expect(officialHosts.filter((host) => neverCited.some((banned) => banned === host || banned.endsWith(`.${host}`) || host.endsWith(`.${banned}`)))).toEqual([]);
  });
});

describe('a guide the content build refuses', () => {
  const guide = guides.find((page) => page.slug === 'liquids-and-toiletries') as CataloguePage;
  const official = guide.sources.find((source) => source.kind === 'official') as Source;
  const withSource = (changes: Partial<Source>) => ({ ...guide, sources: [{ ...official, ...changes }] });

  it('starts from a source that keeps the policy', () => {
    expect(sourcePolicyProblems(withSource({}))).toEqual([]);
  });

  it('calls a page official only on its publisher’s own site', () => {
    expect(sourcePolicyProblems(withSource({ url: 'https://www.iflybeaches.example/airport-info/security' })).join()).toContain(`is not on a site of ${official.publisher}`);
    expect(sourcePolicyProblems(withSource({ publisher: 'Northwest Florida Beaches International Airport' })).join()).toContain('is not in content/official-publishers.json');
  });

  it('takes no address with tracking parameters or in another language’s edition', () => {
    const host = new URL(official.url).origin;
    expect(sourcePolicyProblems(withSource({ url: `${official.url}?utm_source=newsletter&int_cam=au` })).join()).toContain('carries tracking or edition parameters (utm_source, int_cam)');
    expect(sourcePolicyProblems(withSource({ url: `${host}/hazmat/packsafe/more_info?hazmat=7` }))).toEqual([]);
    for (const path of ['/jba/ba/fi_FI/hand-baggage', '/it-it/help/prohibited-items', '/th/cabin-baggage', '/eu/commission/common-charger_sl', '/news/etias-timeline-explained-2023-11-24_it']) {
      expect(sourcePolicyProblems(withSource({ url: `${host}${path}` })).join(), path).toContain('is a language edition');
    }
    for (const path of ['/en-gb/help/prohibited-items', '/de/en/baggage', '/kw/english/before-you-fly']) {
      expect(sourcePolicyProblems(withSource({ url: `${host}${path}` })).join(), path).not.toContain('is a language edition');
    }
  });

  it('never cites a copy, but lets a source say it was read through one', () => {
    const copy = { publisher: 'A vendor’s copy of CATSA', url: 'https://catsa.prod.cloud.openplus.ca/en/trusted-travellers' };
    expect(sourcePolicyProblems(withSource({ kind: 'secondary', url: copy.url })).join()).toContain('is never cited (a vendor\'s staging copy of CATSA\'s site)');
    expect(sourcePolicyProblems(withSource({ readVia: copy }))).toEqual([]);
  });

  it('fails the build naming the guide’s file and each problem', () => {
    const broken = withSource({ url: `${official.url}?utm_source=newsletter`, backs: [{ ...official.backs[0]!, section: 'no-such-section' }] });
    expect(() => assertSourcePolicy([broken])).toThrow(new RegExp(`^${guide.sourceFile}: sources\\[0\\] .*tracking.*; sources\\[0\\] .*no-such-section`));
    expect(() => assertSourcePolicy(guides)).not.toThrow();
  });

  it('needs each quote to back a section or a FAQ entry the guide has, in words the guide does not copy', () => {
    const [backing] = official.backs;
    expect(sourcePolicyProblems(withSource({ backs: [{ ...backing!, section: 'no-such-section' }] })).join()).toContain('backs section “no-such-section”, which is not a section of this guide');
    // The whole FAQ says nothing of which answer a quote backs: a quote names its entry.
    expect(sourcePolicyProblems(withSource({ backs: [{ ...backing!, section: 'faq' }] })).join()).toContain('backs section “faq”, which is not a section of this guide');
    expect(sourcePolicyProblems(withSource({ backs: [{ ...backing!, section: faqAnchor(guide.faq[0]!.question) }] }))).toEqual([]);
    const copied = guide.faq[0]!.answer.split('. ')[0]!;
    expect(sourcePolicyProblems(withSource({ backs: [{ ...backing!, quote: copied }] })).join()).toContain('the guide copies the quote');
  });
});
