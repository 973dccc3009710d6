import { z } from 'zod';
import { CHANGE_LIST_LIMIT, ChangeListSchema, changeKinds, type Change, type ChangeKind, type ChangeList } from './change-schema';
import type { ChangeEntry } from './change-entries';
import { allChanges, guideTitle } from './change-log';
import { placeName, scopeConcerns } from '@/lib/rules/place-names';
import { normalizePlace } from '@/lib/rules/places';
import { absoluteUrl, pagePath, routePaths } from '@/lib/site/urls';

/** The slug of the What changed page, whose anchors the entries link to. */
export const CHANGES_PAGE_SLUG = 'rule-changes';

export function changeUrl(entry: ChangeEntry): string {
  return `${absoluteUrl(pagePath(CHANGES_PAGE_SLUG))}#${entry.anchor}`;
}

/** A change as the API, the feeds' extensions and `list_changes` show it. */
export function toWireChange(entry: ChangeEntry): Change {
  return {
    id: entry.id,
    kind: entry.kind,
    title: entry.title,
    date: entry.date,
    dateText: entry.dateText,
    summary: entry.summary,
    url: changeUrl(entry),
    scope: entry.scope === null ? null : { code: entry.scope, name: placeName(entry.scope) },
    guides: entry.guides.map((slug) => ({ title: guideTitle(slug), url: absoluteUrl(pagePath(slug)) })),
    ...(entry.rule && {
      rule: {
        id: entry.rule.id,
        owner: entry.rule.owner,
        reference: entry.rule.reference,
        announced: entry.rule.announced,
        effectiveFrom: entry.rule.effectiveFrom,
        effectiveUntil: entry.rule.effectiveUntil,
        limits: entry.rule.limits,
        sources: entry.rule.sources.map(({ title, publisher, url, kind, checked }) => ({ title, publisher, url, kind, checked })),
      },
    }),
    ...(entry.correction && { correction: { wrong: entry.correction.wrong } }),
  };
}

/** The filters of /api/changes.json and `list_changes`, already checked. */
export type ChangeFilters = { since: string | null; scope: string | null; kind: ChangeKind | null; limit: number };

/**
 * The changes that pass the filters, newest first, at most `limit` of them with the `total`. `since`
 * keeps what took effect (or was corrected) on or after that day, and announced rules with no date,
 * which are news until they have one.
 */
export function listChanges(filters: ChangeFilters): ChangeList {
  const matching = allChanges()
    .filter((entry) => !filters.since || entry.date === null || entry.date >= filters.since)
    .filter((entry) => !filters.scope || (entry.scope !== null && scopeConcerns(entry.scope, filters.scope)))
    .filter((entry) => !filters.kind || entry.kind === filters.kind);
  const changes = matching.slice(0, filters.limit).map(toWireChange);
  return ChangeListSchema.parse({
    total: matching.length,
    count: changes.length,
    filters,
    feeds: { json: absoluteUrl(routePaths.changesJsonFeed), atom: absoluteUrl(routePaths.changesAtomFeed) },
    changes,
  });
}

/** What is wrong with a filter as someone typed it, in words that say how to fix it; null when it is fine. */
export type FilterProblem = { code: 'invalid_since' | 'invalid_scope' | 'invalid_kind' | 'invalid_limit'; message: string };

export function parseChangeFilters(input: { since?: string | null; scope?: string | null; kind?: string | null; limit?: string | number | null }): { ok: true; filters: ChangeFilters } | ({ ok: false } & FilterProblem) {
  const since = input.since?.trim() || null;
  if (since !== null && !z.iso.date().safeParse(since).success) {
    return { ok: false, code: 'invalid_since', message: `since must be a calendar date written YYYY-MM-DD, such as 2026-01-01; “${since.slice(0, 40)}” is not one.` };
  }
  const scopeInput = input.scope?.trim() || null;
  const scope = scopeInput === null ? null : normalizePlace(scopeInput);
  if (scopeInput !== null && scope === null) {
    return {
      ok: false,
      code: 'invalid_scope',
      message: `scope must be ICAO, EU, a two-letter ISO 3166-1 country (US, GB; UK is read as GB), an IATA airport code (LHR or airport:LHR) or airline:<IATA code> (airline:EK); “${scopeInput.slice(0, 40)}” is none of these.`,
    };
  }
  const kind = input.kind?.trim() || null;
  if (kind !== null && !(changeKinds as readonly string[]).includes(kind)) {
    return { ok: false, code: 'invalid_kind', message: `kind must be ${changeKinds.join(' or ')}; “${kind.slice(0, 40)}” is neither.` };
  }
  const limitInput = typeof input.limit === 'string' ? input.limit.trim() || null : (input.limit ?? null);
  const limit = limitInput === null ? CHANGE_LIST_LIMIT.default : Number(limitInput);
  if (!Number.isInteger(limit) || limit < 1 || limit > CHANGE_LIST_LIMIT.max) {
    return { ok: false, code: 'invalid_limit', message: `limit must be a whole number from 1 to ${CHANGE_LIST_LIMIT.max} (${CHANGE_LIST_LIMIT.default} when left out); “${String(limitInput).slice(0, 40)}” is not one.` };
  }
  return { ok: true, filters: { since, scope, kind: kind as ChangeKind | null, limit } };
}
