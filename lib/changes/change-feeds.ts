import { generateAtomFeed, generateJsonFeed } from 'feedsmith';
import { CHANGES_PAGE_SLUG, changeUrl } from './change-list';
import type { ChangeEntry } from './change-entries';
import { allChanges } from './change-log';
import { siteIdentity } from '@/lib/site/site-identity';
import { absoluteUrl, pagePath, routePaths } from '@/lib/site/urls';

/**
 * What changed, as feeds a reader can subscribe to: JSON Feed 1.1 at /changes.json and Atom at
 * /changes.atom, with the same entries as the What changed page, /api/changes.json and `list_changes`.
 */

const FEED_TITLE = `${siteIdentity.name}: what changed in travel rules`;
const FEED_DESCRIPTION = `Rule changes that affect what travelers pack (a body changed its rule) and corrections of ${siteIdentity.name}'s own guides, kept apart. ${siteIdentity.guidanceNote}`;

/**
 * An entry's HTML for a feed reader, which resolves no site-relative link: the guide links the content
 * build wrote as `/slug/` (the deployment's address is known only when the app is built) become absolute.
 */
function feedHtml(entry: { html: string }): string {
  return entry.html.replaceAll('href="/', `href="${absoluteUrl('/')}`);
}

/** The day an entry is dated by in a feed: when it took effect or was corrected, or when an undated rule was announced. */
function feedDate(entry: ChangeEntry): Date {
  return new Date(`${entry.date ?? entry.rule?.announced}T00:00:00Z`);
}

function tags(entry: ChangeEntry): string[] {
  return [entry.kind, ...(entry.scope ? [entry.scope] : [])];
}

/** The newest date in the feed, for Atom's required feed-level `updated`. */
function newestDate(entries: readonly ChangeEntry[]): Date {
  return new Date(Math.max(...entries.map((entry) => feedDate(entry).getTime())));
}

export function changesJsonFeed(): unknown {
  const entries = allChanges();
  return generateJsonFeed({
    title: FEED_TITLE,
    home_page_url: absoluteUrl(pagePath(CHANGES_PAGE_SLUG)),
    feed_url: absoluteUrl(routePaths.changesJsonFeed),
    description: FEED_DESCRIPTION,
    language: 'en',
    authors: [{ name: siteIdentity.publisher, url: absoluteUrl(routePaths.home) }],
    items: entries.map((entry) => ({
      id: entry.id,
      url: changeUrl(entry),
      title: entry.title,
      summary: entry.summary,
      content_html: feedHtml(entry),
      date_published: feedDate(entry),
      tags: tags(entry),
      ...(entry.rule && { external_url: entry.rule.sources[0].url }),
    })),
  });
}

export function changesAtomFeed(): string {
  const entries = allChanges();
  return generateAtomFeed({
    id: absoluteUrl(routePaths.changesAtomFeed),
    title: { value: FEED_TITLE },
    subtitle: { value: FEED_DESCRIPTION },
    updated: newestDate(entries),
    authors: [{ name: siteIdentity.publisher, uri: absoluteUrl(routePaths.home) }],
    links: [
      { href: absoluteUrl(routePaths.changesAtomFeed), rel: 'self', type: 'application/atom+xml' },
      { href: absoluteUrl(pagePath(CHANGES_PAGE_SLUG)), rel: 'alternate', type: 'text/html' },
    ],
    entries: entries.map((entry) => ({
      id: `${absoluteUrl(routePaths.changesApi)}#${entry.id}`,
      title: { value: entry.title },
      updated: feedDate(entry),
      summary: { value: entry.summary },
      content: { type: 'html', value: feedHtml(entry) },
      links: [
        { href: changeUrl(entry), rel: 'alternate', type: 'text/html' },
        ...(entry.rule?.sources ?? []).map((source) => ({ href: source.url, rel: 'related', title: `${source.publisher}: ${source.title}` })),
      ],
      categories: tags(entry).map((term) => ({ term })),
    })),
  });
}

