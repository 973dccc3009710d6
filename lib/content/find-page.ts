import Fuse from 'fuse.js';
import { allPages, pageBySlug, type CataloguePage } from './catalogue';
import { lazy } from '@/lib/lazy';
import { siteUrl } from '@/lib/site/site-url';
import { HOME_SLUG } from '@/lib/site/urls';

/** What a reference to the homepage reduces to: `/`, the site URL, `/index.md` or "index". */
const HOME_REFERENCES = new Set(['', 'index']);

/** The path part of a reference: a full URL (any host), a site path, or a bare slug. */
function pathOf(reference: string): string {
  const lowered = reference.toLowerCase();
  const site = siteUrl.toLowerCase();
  if (lowered === site || lowered.startsWith(`${site}/`)) return lowered.slice(site.length);
  if (/^https?:\/\//.test(lowered)) {
    try {
      return new URL(lowered).pathname;
    } catch {
      return lowered;
    }
  }
  return lowered;
}

/** A reference reduced to the path it names: no host, query, fragment, `index.md` or outer slashes ("items/power-bank"). */
export function referencedPath(reference: string): string {
  return pathOf(reference.trim())
    .replace(/[?#].*$/, '')
    .replace(/(^|\/)index\.md$/, '$1')
    .replace(/\.md$/, '')
    .replace(/^\/+|\/+$/g, '');
}

/** A fragment as typed when it is not valid percent-encoding ("%zz"): a section no page has, not an error. */
function safelyDecoded(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** The section a reference names, by its `#anchor` or a `section` parameter ("/liquids-and-toiletries/#the-100-ml-rule-and-the-clear-bag"). */
export function referencedSection(reference: string): string | undefined {
  const [, fragment] = reference.trim().split('#', 2);
  if (fragment) return safelyDecoded(fragment);
  const query = reference.match(/\?([^#]*)/)?.[1];
  return (query && new URLSearchParams(query).get('section')) || undefined;
}

/**
 * Finds the page a person or a model most plausibly means: a slug, a path (`/slug/`), the page URL or its
 * Markdown URL, with or without the trailing slash, in any case, with surrounding spaces. `/`, `index`
 * and the site URL mean the homepage.
 */
export function findPage(reference: string): CataloguePage | undefined {
  if (!reference.trim()) return undefined;
  const slug = referencedPath(reference);
  return pageBySlug(HOME_REFERENCES.has(slug) ? HOME_SLUG : slug);
}

// Fuzzy matching of short strings is what fuse.js does well: slugs and titles of a few words, each
// query word matched on its own so that "liquid-toiletries" finds liquids-and-toiletries first.
const slugMatcher = lazy(
  () =>
    new Fuse(
      allPages()
        .filter((page) => page.slug !== HOME_SLUG)
        .map((page) => ({ slug: page.slug, slugWords: page.slug.replaceAll('-', ' '), title: page.title })),
      { keys: ['slugWords', 'title'], threshold: 0.4, ignoreLocation: true, useTokenSearch: true },
    ),
);

/** The words of a reference: "/flying-with-a-pet/" is "flying with a pet". */
export function referenceWords(reference: string): string {
  return referencedPath(reference)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
}

/** Up to `limit` slugs spelled like a reference that matched no page, best first. */
export function closestSlugs(reference: string, limit = 3): string[] {
  const words = referenceWords(reference);
  if (!words) return [];
  return slugMatcher()
    .search(words, { limit })
    .map((result) => result.item.slug);
}
