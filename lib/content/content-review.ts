import type { CataloguePage } from './catalogue';
import type { Source } from './sources';

/** A guide's rules are read again as a whole at least this often... */
export const REVIEW_EVERY_MONTHS = 6;
/** ...and each source page at least this often, since agencies move and rewrite their pages. */
export const RECHECK_SOURCE_EVERY_MONTHS = 12;

export type ContentReview = {
  guidesToReview: { slug: string; reviewed: string }[];
  sourcesToRecheck: { slug: string; source: Source }[];
};

/** The ISO date `months` calendar months before `today` (clamped, so 31 August less six months is 28 or 29 February). */
function monthsBefore(today: string, months: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * What an editor should read again on `today` (an ISO date): guides whose `reviewed` date is over
 * six months old and sources whose `checked` date is over a year old, oldest first. It reports and
 * never fails: the library ageing is work to schedule, not a broken build.
 */
export function contentReview(pages: readonly CataloguePage[], today: string): ContentReview {
  const reviewBy = monthsBefore(today, REVIEW_EVERY_MONTHS);
  const recheckBy = monthsBefore(today, RECHECK_SOURCE_EVERY_MONTHS);
  const guides = pages.filter((page) => page.kind === 'guide');
  return {
    guidesToReview: guides
      .filter((guide) => guide.reviewed !== null && guide.reviewed < reviewBy)
      .map((guide) => ({ slug: guide.slug, reviewed: guide.reviewed! }))
      .sort((a, b) => a.reviewed.localeCompare(b.reviewed)),
    sourcesToRecheck: guides
      .flatMap((guide) => guide.sources.filter((source) => source.checked < recheckBy).map((source) => ({ slug: guide.slug, source })))
      .sort((a, b) => a.source.checked.localeCompare(b.source.checked)),
  };
}
