import { siteIdentity } from '@/lib/site/site-identity';

/**
 * The licence of the item catalogue as open data: CC BY 4.0, which asks what the site already asks of
 * every page, credit and a link. The rules' own sources are their owners' pages, cited, not relicensed.
 */
export const ITEM_DATA_LICENCE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
  attribution: `${siteIdentity.publisher} item catalogue, with a link to it`,
} as const;

/** The licence as an HTTP Link header (RFC 8288, relation `license`), on every download of the catalogue. */
export const LICENCE_LINK_HEADER = { Link: `<${ITEM_DATA_LICENCE.url}>; rel="license"` };
