import { describe, expect, it } from 'vitest';
import { linkTargets } from '../support/markdown-text';
import { allPages, pageBySlug, type CataloguePage } from '@/lib/content/catalogue';

/**
 * Issue 17's fact check, held where the facts are stable: each named rule is stated, with its
 * body and the date it took effect, in the guide a traveler opens for it; each claim the check
 * found wrong is said by no guide. Dates are the ones the rules took effect, which do not move.
 */
const guides = allPages().filter((page) => page.kind === 'guide');
const readingText = (guide: CataloguePage) => [guide.title, guide.description, guide.body, ...guide.faq.flatMap((pair) => [pair.question, pair.answer])].join('\n');
const textOf = (slug: string) => {
  const guide = pageBySlug(slug);
  if (!guide) throw new Error(`no guide ${slug}`);
  return readingText(guide);
};

const stated: { slug: string; fact: string; patterns: RegExp[] }[] = [
  { slug: 'electronics-and-batteries', fact: 'ICAO allows two power banks per person since 27 March 2026', patterns: [/\bICAO\b/, /\btwo power banks\b/i, /27 March 2026/] },
  { slug: 'electronics-and-batteries', fact: 'China requires the 3C mark on power banks since 28 June 2025', patterns: [/\b3C\b/, /28 June 2025/] },
  { slug: 'liquids-and-toiletries', fact: 'Heathrow lets containers up to 2 litres stay in the bag since 23 January 2026', patterns: [/Heathrow/, /2 lit(?:re|er)s/, /23 January 2026/] },
  { slug: 'liquids-and-toiletries', fact: 'the TSA 3-1-1 rule', patterns: [/\bTSA\b/, /3-1-1/] },
  { slug: 'documents-for-international-trips', fact: 'the UK ETA, enforced since 25 February 2026', patterns: [/\bETA\b/, /25 February 2026/] },
  { slug: 'documents-for-international-trips', fact: 'the EU Entry/Exit System, since 12 October 2025', patterns: [/Entry\/Exit System|\bEES\b/, /12 October 2025/] },
  { slug: 'documents-for-international-trips', fact: 'ETIAS, ESTA and the Schengen 90/180-day rule', patterns: [/\bETIAS\b/, /\bESTA\b/, /\b90\b[^.]*\b180\b/] },
  { slug: 'documents-for-international-trips', fact: 'REAL ID at US checkpoints since 7 May 2025', patterns: [/REAL ID/, /7 May 2025/] },
  { slug: 'security-screening', fact: 'shoes stay on in US standard lanes since 8 July 2025', patterns: [/\bTSA\b/, /8 July 2025/] },
  { slug: 'security-screening', fact: 'trusted-traveler programs by name', patterns: [/PreCheck/, /Global Entry/, /NEXUS/] },
  { slug: 'packing-shoes', fact: 'shoes stay on in US standard lanes since 8 July 2025', patterns: [/8 July 2025/] },
  { slug: 'flying-with-pets', fact: "Japan's 180-day wait after the rabies blood test", patterns: [/Japan/, /180 days/] },
  { slug: 'flying-with-pets', fact: 'the CDC dog-import rule of 1 August 2024', patterns: [/\bCDC\b/, /1 August 2024/] },
  { slug: 'sports-gear', fact: 'the FAA rule on avalanche airbag packs', patterns: [/\bFAA\b/, /avalanche/i] },
  { slug: 'size-and-weight-limits', fact: "British Airways' 40 × 30 × 15 cm handbag or laptop bag, since August 2015", patterns: [/British Airways/, /40 × 30 × 15 cm/, /August 2015/] },
  { slug: 'personal-item', fact: "British Airways' 40 × 30 × 15 cm handbag or laptop bag, since August 2015", patterns: [/British Airways/, /40 × 30 × 15 cm/, /August 2015/] },
  { slug: 'size-and-weight-limits', fact: "British Airways' 23 kg cabin allowance", patterns: [/British Airways/, /23 kg/] },
  { slug: 'what-not-to-pack', fact: 'US and UK blade and tool lengths', patterns: [/4 in(?:ches|\.)?\b/, /7 in(?:ches|\.)?\b/, /6 cm/] },
  { slug: 'budget-airline-carry-on', fact: "Ryanair's and easyJet's free bags by size", patterns: [/Ryanair[^]*40 × 30 × 20/, /easyJet[^]*45 × 36 × 20/] },
  { slug: 'medications-and-medical-devices', fact: "Japan's ban on stimulant ADHD medicines", patterns: [/Japan/, /Adderall/] },
  { slug: 'checked-bags-and-lost-luggage', fact: 'the Montreal Convention limit of 1,519 SDR since 28 December 2024', patterns: [/Montreal Convention/, /1,519/, /28 December 2024/] },
  { slug: 'checked-bags-and-lost-luggage', fact: 'bag trackers', patterns: [/AirTag|tracker/i] },
  { slug: 'cruise-packing-list', fact: 'seasickness', patterns: [/seasickness/i] },
  { slug: 'making-room-for-the-way-home', fact: 'biosecurity declarations and fines in Australia, New Zealand and the US', patterns: [/biosecurity/i, /Australia/, /New Zealand/, /\bCBP\b|U\.?S\. Customs/] },
  // Issue 34: the outside review of 27 November 2026 (../shared/reviews/editor-2026-11-27.md), by its numbers.
  { slug: 'hot-weather-and-beach-packing-list', fact: "Maui County's ban on using non-mineral sunscreen since 1 October 2022 (W1)", patterns: [/Maui/, /1 October 2022/, /\buse\b|\busing\b|applying/, /zinc|titanium|mineral/i] },
  { slug: 'long-haul-comfort-kit', fact: 'airlines allowing one power bank where ICAO allows two (W2)', patterns: [/\bICAO\b/, /\bstricter\b/, /\bonly one power bank\b/i] },
  { slug: 'camping-and-backpacking-packing-list', fact: "the FAA's 2% tear-gas limit on self-defense sprays, 118 ml, checked only (W3)", patterns: [/\bFAA\b/, /2 ?% tear gas|2 ?% by mass of tear gas/i, /118 ml/] },
  { slug: 'checked-bags-and-lost-luggage', fact: 'the first, last or performing carrier under Montreal Convention Article 36 (W4)', patterns: [/Article 36/, /first airline|first carrier/, /last airline|last carrier/] },
  { slug: 'checked-bags-and-lost-luggage', fact: 'TSA-recognized locks (V2)', patterns: [/TSA-recogni[sz]ed lock/, /Travel Sentry/, /Safe Skies/] },
  { slug: 'size-and-weight-limits', fact: "Emirates' 20 cm depth where its two pages disagree (W6)", patterns: [/Emirates[^]*55 × 38 × 20 cm/] },
  { slug: 'one-bag-travel', fact: "Qantas' 14 kg cap for all domestic cabin bags together (W7)", patterns: [/Qantas/, /14 kg/] },
  { slug: 'packing-cubes-and-compression', fact: "Qantas' 14 kg cap for all domestic cabin bags together (W7)", patterns: [/Qantas/, /14 kg/] },
  { slug: 'documents-for-international-trips', fact: 'ETIAS not before 2027 (O1)', patterns: [/\bETIAS\b[^]*before 2027/] },
  { slug: 'rule-changes', fact: 'ETIAS not before 2027 (O1)', patterns: [/\bETIAS\b[^]*before 2027/] },
  { slug: 'documents-for-international-trips', fact: 'the planned rise of the ETA fee to £20 (O2)', patterns: [/£16/, /£20/] },
  { slug: 'documents-for-international-trips', fact: 'no ETA for airside transit at Heathrow and Manchester', patterns: [/airside/, /Heathrow/, /Manchester/] },
  { slug: 'security-screening', fact: 'Verified Traveller at Ottawa and Halifax (O3)', patterns: [/Verified Traveller/, /Ottawa/, /Halifax/] },
  { slug: 'rule-changes', fact: 'Verified Traveller at Ottawa and Halifax (O3)', patterns: [/Verified Traveller/, /Ottawa/, /Halifax/] },
  { slug: 'making-room-for-the-way-home', fact: 'the Australian infringement notice at the A$330 penalty unit (O4)', patterns: [/20 penalty units/, /A\$6,600/] },
  { slug: 'flying-with-pets', fact: 'a titer from a CDC-approved lab and a CDC-registered animal care facility (V1)', patterns: [/microchip[^.]*before[^.]*rabies|rabies[^.]*after[^.]*microchip/i, /titer/, /CDC-registered animal care facility/] },
  { slug: 'making-room-for-the-way-home', fact: 'where the duty-free allowances are given by figure (V4)', patterns: [/\(\/duty-free-and-customs-allowances\/\)/] },
  { slug: 'duty-free-and-customs-allowances', fact: 'duty-free allowances by figure for the UK, the US and the EU', patterns: [/£390/, /\$800/, /€430/] },
  { slug: 'camping-and-backpacking-packing-list', fact: 'one lighter or one book of safety matches, no torch lighters (V6)', patterns: [/one (?:disposable|lighter)[^.]*|one book of (?:safety )?matches/i, /torch lighters?/i, /strike-anywhere/i] },
  // Issue 40: topics the outside evaluations asked about and no guide answered.
  { slug: 'cold-weather-packing-list', fact: 'a ski trip: slope clothes, goggles, and sun protection for UV reflected by snow', patterns: [/ski trip/i, /goggles/, /snow[^.]*reflect[^.]*UV/] },
  { slug: 'flying-with-pets', fact: "Great Britain to the EU: an animal health certificate from an official vet within 10 days, 21 days after the rabies vaccination", patterns: [/animal health certificate/, /10 days/, /21 days/, /official vet/] },
  { slug: 'documents-for-international-trips', fact: "Thailand's six months of passport validity on entry", patterns: [/Thailand[^.]*six months/] },
  { slug: 'documents-for-international-trips', fact: 'ID between the UK and Ireland: the Common Travel Area, and airlines that ask for a passport', patterns: [/Common Travel Area/, /Aer Lingus/, /passport card/] },
];

const neverSaid: { claim: string; pattern: RegExp }[] = [
  { claim: 'a full-size bottle can never go in the cabin', pattern: /full-size[^.]*\b(?:cannot|can't|never|not allowed)\b[^.]*\b(?:cabin|carry-on|security)\b/i },
  { claim: 'a 750 ml bottle cannot pass security', pattern: /750 ?ml[^.]*\b(?:cannot|can't|won't|will not|never)\b[^.]*\b(?:security|pass|cabin|carry-on)\b/i },
  { claim: 'an airport has dropped the liquid limit', pattern: /raised or dropped|dropped the (?:100 ?ml|liquids?) (?:limit|rule)/i },
  { claim: 'the rabies titer wait is up to about three months', pattern: /(?:titer|titre|blood test)[^.]*up to (?:about )?three months/i },
  { claim: 'avalanche airbag packs fly with advance approval', pattern: /avalanche[^.]*with (?:advance|prior) approval/i },
  { claim: 'heavy shoes go low in a backpack', pattern: /heav(?:y|iest) shoes[^.]*\b(?:bottom|low)\b/i },
  { claim: 'a 23 kg cabin allowance is usually premium', pattern: /23 kg[^.]*usually premium/i },
  { claim: 'a 10,000 mAh bank charges a phone two or three times', pattern: /10,000 mAh[^.]*(?:two or three|2 or 3|2[–-]3) (?:full )?(?:times|charges)/i },
  { claim: 'power bank limits are an airline-by-airline matter', pattern: /power banks? (?:are|is|remain|vary)[^.]*(?<!no longer an )(?:airline by airline|airline-by-airline)|each airline sets its own (?:power bank|battery)/i },
  { claim: 'power banks are no longer an airline-by-airline question (W2)', pattern: /no longer an airline[- ]by[- ]airline/i },
  { claim: 'ETIAS starts in the last quarter of 2026 (O1)', pattern: /ETIAS[^.]*(?:last quarter|late|end) of 2026|ETIAS is planned for late 2026/i },
  { claim: 'a self-defense spray limit on the active ingredient (W3)', pattern: /2 ?%[^.]*active ingredient/i },
  { claim: 'sprays under 2% tear gas only (C4)', pattern: /under 2 ?% tear gas/i },
  { claim: 'a bag claim can go to any airline of the journey (W4)', pattern: /claim from any of them/i },
  { claim: "New Zealand's paper Passenger Arrival Card is how food is declared (O5)", pattern: /Passenger Arrival Card/i },
  { claim: 'Gatwick and Bristol are 2-litre airports (W8)', pattern: /Gatwick[^|\n.]*\|\s*2 lit(?:re|er)s|(?:Gatwick|Bristol)[^.]*\b(?:allow|let)s? containers of up to 2 lit/i },
  { claim: 'an A$6,260 maximum in Australia, at the old penalty unit (O4)', pattern: /up to A\$6,260/ },
];

describe('named, dated facts', () => {
  it.each(stated)('$slug states $fact', ({ slug, patterns }) => {
    const text = textOf(slug);
    for (const pattern of patterns) expect(text).toMatch(pattern);
  });
});

describe('claims the fact check found wrong', () => {
  it.each(neverSaid)('no guide says $claim', ({ pattern }) => {
    expect(guides.filter((guide) => pattern.test(readingText(guide))).map((guide) => guide.slug)).toEqual([]);
  });
});

/** Words an editor wrote for the last reviewer rather than for the traveler (issue 34). */
const notesToAReviewer = [
  /\bthe page we read\b/i,
  /\b(?:an )?earlier version of this guide\b/i,
  /\breviewers?\b/i,
  /\bthis guide (?:previously|used to)\b/i,
  /\bthe old claim\b/i,
  /\bfor this review\b/i,
  /\b(?:we|Packwise) could not confirm\b/i,
];

/** Names that keep their own spelling (the schemes and bodies are called so by those that run them), and link addresses. */
const BRITISH_SPELT_NAMES = /New Zealand Traveller Declaration|Verified Traveller|Electronic Travel Authorisation|European Consumer Centres|\(https?:[^)\s]+\)/g;
const BRITISH_SPELLINGS = /\b(?:travell(?:er|ers|ing|ed)|litres?|millilitres?|licence|authorisation|colours?|centres?|metres?|organis(?:e|ed|ing)|favourite)\b/gi;

describe('written for travelers', () => {
  it.each(notesToAReviewer)('no guide says %s', (pattern) => {
    expect(guides.filter((guide) => pattern.test(readingText(guide))).map((guide) => guide.slug)).toEqual([]);
  });

  it('in American spelling, as the review of 27 November 2026 asked, except in the names of schemes', () => {
    const british = guides.flatMap((guide) => (readingText(guide).replace(BRITISH_SPELT_NAMES, '').match(BRITISH_SPELLINGS) ?? []).map((word) => `${guide.slug}: ${word}`));
    expect(british).toEqual([]);
  });
});

describe('said once', () => {
  it('no FAQ question is asked in two guides', () => {
    const normalize = (question: string) => question.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
    const owners = new Map<string, string[]>();
    for (const guide of guides) for (const { question } of guide.faq) owners.set(normalize(question), [...(owners.get(normalize(question)) ?? []), guide.slug]);
    expect([...owners].filter(([, slugs]) => slugs.length > 1)).toEqual([]);
  });

  // The electronics guide owns the power-bank rule and the rule-changes page dates it; the accessibility
  // guide has mobility-aid batteries, a rule of their own. Any other guide names power banks in passing
  // and sends the reader to the electronics guide, rather than restating the watt-hour tiers.
  const BATTERY_RULE_OWNERS = new Set(['electronics-and-batteries', 'rule-changes', 'accessibility-and-mobility-aids']);
  it.each(guides.filter((guide) => !BATTERY_RULE_OWNERS.has(guide.slug) && /power banks?/i.test(readingText(guide))).map((guide) => [guide.slug, guide] as const))(
    '%s links the electronics guide for power banks rather than restating the rule',
    (_, guide) => {
      expect([guide.body, ...guide.faq.map((pair) => pair.answer)].flatMap(linkTargets)).toContain('/electronics-and-batteries/');
      expect(readingText(guide)).not.toMatch(/\b160 ?Wh\b/);
    },
  );
});

describe('sources', () => {
  it.each(guides.map((guide) => [guide.slug, guide] as const))('%s cites official pages for its rules', (_, guide) => {
    expect(guide.sources.length).toBeGreaterThanOrEqual(guide.category === 'rules' ? 3 : 1);
    expect(guide.sources.some((source) => source.kind !== 'news')).toBe(true);
  });
});

describe('the rule-changes page', () => {
  const page = pageBySlug('rule-changes')!;
  const sections = page.body.split(/^### /m).slice(1);
  // Its list is built from content/rules/ and content/corrections/ (lib/changes/changes-page.ts).
  const corrections = sections.filter((section) => /^.*\(correction\)$/m.test(section.split('\n')[0]));
  const ruleChanges = sections.filter((section) => !corrections.includes(section));
  const dated = ruleChanges.flatMap((section) => {
    const date = /^(\d{1,2} [A-Z][a-z]+ \d{4}):/.exec(section);
    return date ? [{ heading: section.split('\n')[0], date: Date.parse(`${date[1]} UTC`) }] : [];
  });

  it('is a guide listing rule changes newest first, announced ones with no date on top, then corrections', () => {
    expect(page.kind).toBe('guide');
    expect(dated.length).toBeGreaterThanOrEqual(8);
    for (const entry of dated) expect(Number.isNaN(entry.date), entry.heading).toBe(false);
    expect(dated.map((entry) => entry.date)).toEqual([...dated.map((entry) => entry.date)].sort((a, b) => b - a));
    const undated = ruleChanges.filter((section) => !/^\d/.test(section));
    for (const section of undated) expect(section.split('\n')[0]).toContain('no date announced');
    expect(sections.indexOf(ruleChanges.at(-1)!)).toBeLessThan(sections.indexOf(corrections[0]!));
  });

  it('links every rule change to a guide it changes and to an https source, and every correction to its guide', () => {
    for (const section of sections) {
      const targets = linkTargets(section);
      expect(targets.some((target) => /^\/[a-z0-9-]+\/$/.test(target)), section.slice(0, 60)).toBe(true);
      if (ruleChanges.includes(section)) expect(targets.some((target) => target.startsWith('https://')), section.slice(0, 60)).toBe(true);
    }
  });
});
