import { z } from 'zod';

/**
 * Where a guide's facts come from, most authoritative first. `official`: the body that sets or
 * applies the rule, on its own site (a regulator, a government agency, an airport, an airline, a
 * health authority). `republished`: that body's own text on another site (a regulation on a law
 * library, a ministerial statement on a parliament tracker), cited where the original page could not
 * be read; an editor replaces it when the original can be. `expert`: a professional, trade or research
 * body, or a maker describing its own product. `news`: a report, cited only for what no official page
 * states.
 */
export const sourceKinds = ['official', 'republished', 'expert', 'news'] as const;

/** One entry of a guide's `sources`: validated in the content build and served as is by the API. */
export const sourceSchema = z.object({
  title: z.string().trim().min(1, 'a source needs a title').max(200, 'a source title must be at most 200 characters').describe('The source page’s own title'),
  publisher: z.string().trim().min(1, 'a source needs a publisher').max(120, 'a source publisher must be at most 120 characters').describe('Who publishes it, such as “UK Civil Aviation Authority”'),
  url: z.url({ protocol: /^https$/, error: 'a source URL must be an absolute https:// address' }).describe('Address of the source page'),
  checked: z.iso.date('a source’s checked date must be an ISO calendar date such as 2026-11-23').describe('The day Packwise last read the source against the guide'),
  kind: z.enum(sourceKinds, `a source kind must be one of: ${sourceKinds.join(', ')}`).describe('`official`: the body that sets or applies the rule, on its own site; `republished`: that body’s text on another site; `expert`: a professional, trade or research body, or a maker; `news`: a report, cited only for what no official page states'),
});

export type Source = z.infer<typeof sourceSchema>;

const kindRank: Record<Source['kind'], number> = { official: 0, republished: 1, expert: 2, news: 3 };

/** How a source's kind reads beside it, on the page and in the Markdown mirror. */
export const sourceKindLabel: Record<Source['kind'], string> = {
  official: 'official page',
  republished: 'official text on another site',
  expert: 'expert or maker page',
  news: 'news report',
};

/** A guide's sources as every surface lists them: most authoritative kind first, then in the order the editor wrote them. */
export function sourcesInCitationOrder(page: { sources: readonly Source[] }): Source[] {
  return [...page.sources].sort((a, b) => kindRank[a.kind] - kindRank[b.kind]);
}
