import { z } from 'zod';
import officialPublishersFile from '@/content/official-publishers.json';
import neverCitedHostsFile from '@/content/never-cited-hosts.json';
import { faqAnchor } from './faq-anchor';
import { markdownSections, markdownToPlainText } from './markdown';
import { ContentError, type PageContent } from './page-document';
import type { Source } from './sources';

/**
 * The About page's promise, checked on every guide in the content build: a rule is cited to its
 * owner's own page, at a clean English address, and each source names the passage it backs with the
 * sentence that says it. Only the build checks it: parsing every guide's Markdown again takes over a
 * second, which no server start should pay for pages the build already refused or passed.
 */

const officialPublishers = z
  .object({ publishers: z.array(z.object({ publisher: z.string().min(1), hosts: z.array(z.string().min(1)).min(1) })) })
  .parse(officialPublishersFile).publishers;

const neverCitedHosts = z.object({ hosts: z.array(z.object({ host: z.string().min(1), why: z.string().min(1) })) }).parse(neverCitedHostsFile).hosts;

/** Path segments of language editions other than English: `/fi_FI/`, `/it-it/`, `/th/`, `…_it`. */
const FOREIGN_LANGUAGES = new Set(['ar', 'bg', 'cn', 'cs', 'da', 'de', 'el', 'es', 'et', 'fi', 'fr', 'hi', 'hr', 'hu', 'it', 'ja', 'jp', 'ko', 'lt', 'lv', 'nl', 'no', 'pl', 'pt', 'ro', 'ru', 'sk', 'sl', 'sv', 'th', 'tr', 'zh']);

/** A path segment that names the English edition, such as `/de/en/` or `/th/english/`: the country before it is only a market. */
const ENGLISH_EDITION = /^(?:en(?:[-_][a-z]{2})?|english)$/i;

/**
 * Query parameters that say who sent a reader or which edition they saw, never which page it is.
 * Some pages are named by their query (the FAA's PackSafe entries are `?hazmat=N`), so only these go.
 */
const TRACKING_PARAMETERS = new Set(['fbclid', 'gclid', 'msclkid', 'int_cam', 'cmp', 'os', 'showcomment', 'noamp', 'amp', 'market', 'locale', 'lang', 'ref', 'src']);

function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || lower.startsWith('mc_') || TRACKING_PARAMETERS.has(lower);
}

function onHost(host: string, listed: string): boolean {
  return host === listed || host.endsWith(`.${listed}`);
}

function languageEditionOf(url: URL): string | null {
  const segments = url.pathname.split('/');
  if (segments.some((segment) => ENGLISH_EDITION.test(segment))) return null;
  for (const segment of segments) {
    const locale = /^([a-z]{2})(?:[-_][a-z]{2})?$/i.exec(segment);
    if (locale && FOREIGN_LANGUAGES.has(locale[1].toLowerCase())) return segment;
    const suffix = /_([a-z]{2})$/i.exec(segment);
    if (suffix && FOREIGN_LANGUAGES.has(suffix[1].toLowerCase())) return segment;
  }
  return null;
}

/** What is wrong with an address a guide cites: tracking parameters, a foreign-language edition, a host never cited. */
function addressProblems(address: string, role: 'url' | 'readVia'): string[] {
  const url = new URL(address);
  const problems: string[] = [];
  const tracking = [...url.searchParams.keys()].filter(isTrackingParameter);
  if (tracking.length > 0) problems.push(`${address} carries tracking or edition parameters (${tracking.join(', ')}): cite the clean address`);
  const edition = languageEditionOf(url);
  if (edition) problems.push(`${address} is a language edition (“${edition}”): cite the English page`);
  const neverCited = neverCitedHosts.find((entry) => onHost(url.hostname, entry.host));
  if (neverCited && role === 'url') problems.push(`${address} is never cited (${neverCited.why}): cite the rule owner's page, and name the copy as readVia if that is where you read it`);
  return problems;
}

function officialProblems(source: Omit<Source, 'backs'>): string[] {
  const candidates = officialPublishers.filter((entry) => entry.publisher === source.publisher);
  if (candidates.length === 0) return [`“${source.publisher}” is not in content/official-publishers.json, so it cannot be cited as official`];
  const host = new URL(source.url).hostname;
  if (candidates.some((entry) => entry.hosts.some((listed) => onHost(host, listed)))) return [];
  return [`${source.url} is not on a site of ${source.publisher} (${candidates.flatMap((entry) => entry.hosts).join(', ')}), so it is not official`];
}

/** What is wrong with where a source is and how it is labelled, whether a guide or a rule cites it. */
export function citationProblems(source: Omit<Source, 'backs'>): string[] {
  return [
    ...addressProblems(source.url, 'url'),
    ...(source.readVia ? addressProblems(source.readVia.url, 'readVia') : []),
    ...(source.kind === 'official' ? officialProblems(source) : []),
  ];
}

/** Text as a quote is compared with it: case, punctuation and spacing aside, since pages restyle quotation marks and dashes. */
export function normalizeForQuote(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** Every way a guide's sources break the policy, each naming the source; empty when they keep it. */
export function sourcePolicyProblems(guide: { body: string; faq: readonly { question: string; answer: string }[]; sources: readonly Source[] }): string[] {
  // A FAQ entry has no heading in the body: a source names it by the entry's anchor.
  const sectionIds = new Set([...markdownSections(guide.body).flatMap((section) => (section.id ? [section.id] : [])), ...guide.faq.map(({ question }) => faqAnchor(question))]);
  const guideText = normalizeForQuote([markdownToPlainText(guide.body), ...guide.faq.flatMap((pair) => [pair.question, pair.answer])].join(' '));
  const problems: string[] = [];
  guide.sources.forEach((source, index) => {
    const where = `sources[${index}] (${source.url})`;
    const found = [
      ...citationProblems(source),
      ...source.backs.flatMap(({ section, quote }) => [
        ...(sectionIds.has(section) ? [] : [`backs section “${section}”, which is not a section of this guide (${[...sectionIds].join(', ')})`]),
        // A quote is the source's sentence; the guide says it in its own words.
        ...(guideText.includes(normalizeForQuote(quote)) ? [`the guide copies the quote “${quote}” word for word: say it in the guide's own words`] : []),
      ]),
    ];
    problems.push(...found.map((problem) => `${where}: ${problem}`));
  });
  return problems;
}

/** Fails the content build on the first guide whose sources break the policy, naming the file and every problem. */
export function assertSourcePolicy(pages: readonly PageContent[]): void {
  for (const page of pages) {
    if (page.kind !== 'guide') continue;
    const problems = sourcePolicyProblems(page);
    if (problems.length > 0) throw new ContentError(`${page.sourceFile}: ${problems.join('; ')}`);
  }
}
