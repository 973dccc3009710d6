import { HOME_SLUG } from './route-paths';
import { siteUrl } from './site-url';

export { airlineApiPath, airlineMarkdownPath, airlinePagePath, HOME_SLUG, itemApiPath, itemMarkdownPath, itemPagePath, markdownPath, pagePath, routePaths } from './route-paths';

/** A page slug: lowercase letters, digits and hyphens (spec §4.4). */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;

const LONGEST_ECHOED_SLUG = 100;

/**
 * Whether a 404 may repeat what was asked for: only a slug-shaped request of reasonable length, so
 * that nothing else a client sends is reflected verbatim.
 */
export const isEchoableSlug = (requested: string) => SLUG_PATTERN.test(requested) && requested.length <= LONGEST_ECHOED_SLUG;

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path}`;
}

/** The slug of a page path (`/` or `/<slug>/`), or undefined when the path has another shape. */
export function slugOfPagePath(path: string): string | undefined {
  if (path === '/') return HOME_SLUG;
  const slug = path.slice(1, -1);
  return path.startsWith('/') && path.endsWith('/') && SLUG_PATTERN.test(slug) ? slug : undefined;
}

/** The name the homepage's social image goes by, since its slug is empty. */
export const HOME_SOCIAL_IMAGE = 'index';

/** The generated social card of a page (OpenGraph and Twitter). */
export function socialImagePath(slug: string): string {
  return `/og/${slug === HOME_SLUG ? HOME_SOCIAL_IMAGE : slug}`;
}

/** The generated social card of an item, with its verdict. */
export const itemSocialImagePath = (slug: string) => `/og/items/${slug}`;
