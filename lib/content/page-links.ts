import { pageBySlug } from './catalogue';
import { absoluteUrl, markdownPath, slugOfPagePath } from '@/lib/site/urls';

function isSiteRelative(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//');
}

/** A site-relative link made absolute; other links are returned as they are. */
export function toAbsoluteLink(target: string): string {
  return isSiteRelative(target) ? absoluteUrl(target) : target;
}

/**
 * For Markdown readers: a link to one of our HTML pages becomes a link to that page's
 * Markdown mirror, so an agent can follow it and stay in Markdown.
 */
export function toMirrorLink(target: string): string {
  if (!isSiteRelative(target)) return target;
  const hashAt = target.indexOf('#');
  const path = hashAt === -1 ? target : target.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : target.slice(hashAt);
  const slug = slugOfPagePath(path);
  if (slug === undefined || !pageBySlug(slug)) return absoluteUrl(target);
  return absoluteUrl(markdownPath(slug)) + fragment;
}
