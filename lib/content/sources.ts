import { z } from 'zod';

/**
 * Where a guide's facts come from, most authoritative first.
 * - `official`: the body that sets the rule, on its own site (content/official-publishers.json lists
 *   who may be cited so, and on which hosts).
 * - `secondary`: another body restating that rule (an embassy on a visa scheme, an airline on a TSA
 *   rule), kept only where no page of the rule's owner has been seen.
 * - `expert`: a professional, research or health body, or a maker on its own product, behind advice
 *   rather than a rule.
 * - `news`: a report, cited only for what no official page states.
 */
export const sourceKinds = ['official', 'secondary', 'expert', 'news'] as const;

export type SourceKind = (typeof sourceKinds)[number];

/** The kinds that back a rule; `expert` sources back advice, so the share of rules on their owners' pages leaves them out. */
export const ruleSourceKinds: readonly SourceKind[] = ['official', 'secondary', 'news'];

const httpsUrl = (what: string) => z.url({ protocol: /^https$/, error: `${what} must be an absolute https:// address` });

/** One passage a source supports: where the guide states it, and the sentence on the source page that says it. */
export const sourceBackingSchema = z.object({
  section: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'a source’s section must be a heading id of its guide, or the id of one of its FAQ entries (“faq-…”)')
    .describe('The id of the guide section the source supports (the page’s `#anchor`), or `faq` for the FAQ'),
  quote: z
    .string()
    .trim()
    .min(20, 'a source’s quote must be a sentence from the page, at least 20 characters')
    .max(400, 'a source’s quote must be at most 400 characters')
    .describe('The sentence on the source page that supports the passage, exactly as the page words it'),
});

/** One entry of a guide's `sources`: validated in the content build and served as is by the API. */
export const sourceSchema = z.object({
  title: z.string().trim().min(1, 'a source needs a title').max(200, 'a source title must be at most 200 characters').describe('The source page’s own title'),
  publisher: z.string().trim().min(1, 'a source needs a publisher').max(120, 'a source publisher must be at most 120 characters').describe('Who publishes it, such as “UK Civil Aviation Authority (CAA)”'),
  url: httpsUrl('a source URL').describe('Address of the source page: for a rule, its owner’s own page'),
  checked: z.iso.date('a source’s checked date must be an ISO calendar date such as 2026-11-23').describe('The day Packwise last compared the guide’s claims with what the page says'),
  kind: z
    .enum(sourceKinds, `a source kind must be one of: ${sourceKinds.join(', ')}`)
    .describe('`official`: the body that sets the rule, on its own site; `secondary`: another body restating that rule; `expert`: a professional, research or maker page behind advice; `news`: a report, cited only for what no official page states'),
  backs: z.array(sourceBackingSchema).min(1, 'a source must say what it backs: at least one section and quote').describe('The passages of the guide this source supports'),
  readVia: z
    .object({
      publisher: z.string().trim().min(1, 'a source’s readVia needs a publisher').max(120),
      url: httpsUrl('a source’s readVia URL'),
    })
    .optional()
    .describe('Where the page was actually read, when only a copy of it could be (an archive, or a report quoting it)'),
});

export type Source = z.infer<typeof sourceSchema>;

/** Sources by authority: the rule's owner, a body restating it, an expert, a report. */
export const kindRank: Record<SourceKind, number> = { official: 0, secondary: 1, expert: 2, news: 3 };

/** How a source's kind reads beside it, on the page and in the Markdown mirror. */
export const sourceKindLabel: Record<SourceKind, string> = {
  official: 'official page',
  secondary: 'restating the rule’s owner',
  expert: 'expert or maker page',
  news: 'news report',
};

/** A guide's sources as every surface lists them: most authoritative kind first, then in the order the editor wrote them. */
export function sourcesInCitationOrder(page: { sources: readonly Source[] }): Source[] {
  return [...page.sources].sort((a, b) => kindRank[a.kind] - kindRank[b.kind]);
}

/** The sources a guide cites for any of `sections` (heading or FAQ entry ids), in citation order. */
export function sourcesCitedFor(page: { sources: readonly Source[] }, sections: readonly string[]): Source[] {
  return sourcesInCitationOrder(page).filter((source) => source.backs.some((backed) => sections.includes(backed.section)));
}
