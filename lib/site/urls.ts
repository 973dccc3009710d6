import { siteUrl } from './site-url';

export { routePaths } from './route-paths';

/** The homepage is the page whose slug is empty. */
export const HOME_SLUG = '';

/** A page slug: lowercase letters, digits and hyphens (spec §4.4). */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path}`;
}

export function pagePath(slug: string): string {
  return slug === HOME_SLUG ? '/' : `/${slug}/`;
}

/** The slug of a page path (`/` or `/<slug>/`), or undefined when the path has another shape. */
export function slugOfPagePath(path: string): string | undefined {
  if (path === '/') return HOME_SLUG;
  const slug = path.slice(1, -1);
  return path.startsWith('/') && path.endsWith('/') && SLUG_PATTERN.test(slug) ? slug : undefined;
}

/** Every HTML page has its Markdown mirror at `<page path>index.md` (spec §4.3, §4.4). */
export function markdownPath(slug: string): string {
  return `${pagePath(slug)}index.md`;
}

/** The name the homepage's social image goes by, since its slug is empty. */
export const HOME_SOCIAL_IMAGE = 'index';

/** The generated social card of a page (OpenGraph and Twitter). */
export function socialImagePath(slug: string): string {
  return `/og/${slug === HOME_SLUG ? HOME_SOCIAL_IMAGE : slug}`;
}
