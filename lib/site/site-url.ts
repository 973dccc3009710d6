import { z } from 'zod';

type SiteUrlEnvironment = Record<string, string | undefined>;

/** `next start` serves on PORT, or 3000 when it is unset; a local build names the same address. */
const localPort = z.coerce.number().int().min(1).max(65535).catch(3000);

const httpUrl = z.url({ protocol: /^https?$/, error: 'SITE_URL must be an absolute http:// or https:// URL' });

/**
 * The public base address of the site, without a trailing slash.
 * SITE_URL wins; on Vercel, when it is unset, the production domain is used so that
 * preview deployments still print canonical production URLs; anywhere else, the local server.
 */
export function resolveSiteUrl(env: SiteUrlEnvironment): string {
  const configured = env.SITE_URL?.trim();
  if (configured) return httpUrl.parse(configured).replace(/\/+$/, '');
  const vercelDomain = env.VERCEL_PROJECT_PRODUCTION_URL?.trim();
  if (vercelDomain) return `https://${vercelDomain}`;
  return `http://localhost:${localPort.parse(env.PORT?.trim() || undefined)}`;
}

/**
 * Inside the Next.js bundles `process.env.SITE_URL` is the value next.config.ts resolved
 * at build time (its `env` option inlines it), so static HTML and runtime handlers agree.
 * In tests and scripts it comes from the real environment.
 */
export const siteUrl = resolveSiteUrl({
  SITE_URL: process.env.SITE_URL,
  VERCEL_PROJECT_PRODUCTION_URL: process.env.VERCEL_PROJECT_PRODUCTION_URL,
  PORT: process.env.PORT,
});
