import { ImageResponse } from 'next/og';
import { SOCIAL_IMAGE_SIZE } from '../../_components/page-metadata';
import { SocialCard } from '../../_components/social-card';
import { readOnlyRoute } from '@/lib/http/read-only-route';
import { categoryOf } from '@/lib/content/categories';
import { pageBySlug, pageSlugs } from '@/lib/content/catalogue';
import { siteIdentity } from '@/lib/site/site-identity';
import { HOME_SLUG, HOME_SOCIAL_IMAGE } from '@/lib/site/urls';

// One PNG per page, drawn at build time with the font bundled in next/og: nothing is fetched.
export const dynamic = 'force-static';
export const dynamicParams = false;
// Its own function on Vercel, so the image renderer stays out of the API's (see next.config.ts). The
// images are drawn at build time; drawing one takes well under a second.
export const maxDuration = 10;

export function generateStaticParams() {
  return [HOME_SOCIAL_IMAGE, ...pageSlugs()].map((slug) => ({ slug }));
}

async function socialImage(_request: Request, context: RouteContext<'/og/[slug]'>): Promise<Response> {
  const { slug } = await context.params;
  const page = pageBySlug(slug === HOME_SOCIAL_IMAGE ? HOME_SLUG : slug);
  if (!page) return new Response('Not found', { status: 404 });
  const label = categoryOf(page)?.title ?? siteIdentity.tagline;
  return new ImageResponse(<SocialCard label={label} title={page.title} />, SOCIAL_IMAGE_SIZE);
}

// Without these exports Next answers POST, PUT, PATCH and DELETE with the image itself, 200.
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRoute(socialImage);
