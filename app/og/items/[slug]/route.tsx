import { ImageResponse } from 'next/og';
import { SOCIAL_IMAGE_SIZE } from '../../../_components/page-metadata';
import { SocialCard } from '../../../_components/social-card';
import { readOnlyRoute } from '@/lib/http/read-only-route';
import { itemDocument } from '@/lib/items/item-markdown';
import { itemCategoryTitles } from '@/lib/items/item-schema';
import { catalogueItems } from '@/lib/items/items';
import { placeVerdicts } from '@/lib/items/verdict-line';

// As /og/[slug]: one PNG per item, drawn at build time, in its own function on Vercel.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const maxDuration = 10;

/** The places a card has room for: the baseline and one more, in the order the item's page leads with. */
const CARD_PLACES = 2;

export function generateStaticParams() {
  return catalogueItems().map(({ slug }) => ({ slug }));
}

async function itemSocialImage(_request: Request, context: RouteContext<'/og/items/[slug]'>): Promise<Response> {
  const { slug } = await context.params;
  const verdicts = placeVerdicts(slug);
  const document = itemDocument(slug);
  if (!verdicts || !document) return new Response('Not found', { status: 404 });
  const { item, sentences } = verdicts;
  return new ImageResponse(
    <SocialCard label={itemCategoryTitles[item.category]} title={document.title} lines={sentences.slice(0, CARD_PLACES)} />,
    SOCIAL_IMAGE_SIZE,
  );
}

// Without these exports Next answers POST, PUT, PATCH and DELETE with the image itself, 200.
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRoute(itemSocialImage);
