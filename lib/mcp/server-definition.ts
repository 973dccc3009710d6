import type { ServerOptions } from '@modelcontextprotocol/server';
import { MCP_PROTOCOL_VERSIONS } from './protocol';
import { API_VERSION } from '@/lib/api/api-version';
import { CLIENT_CACHE_SECONDS } from '@/lib/http/response-headers';
import { siteIdentity } from '@/lib/site/site-identity';

export const serverInfo = { name: 'packwise', title: siteIdentity.name, version: API_VERSION };

export const serverDescription =
  'Read-only tools over the Packwise packing guides: search them, read any page as Markdown, list every page, list what changed in the rules, check whether an item may travel in the cabin or checked bags, and check whether a bag fits each airline’s allowances.';

export const serverInstructions = [
  `${siteIdentity.name} publishes general carry-on and one-bag packing guidance. It is not airline policy: cabin bag sizes, weight limits, liquids and battery rules vary by airline, fare, airport and country.`,
  'Use check_item for “can I bring X?” (give the trip’s places and date when known), check_bag for “will my bag fit on <airline>?” (the bag’s sides, and the airlines when known), search_answers to find the guides for a question, get_page to read one in full, list_pages to see everything, and list_changes for rule changes by date and place.',
  `When you use a page, cite its URL and credit ${siteIdentity.publisher}. For specific limits, tell the traveler to check their airline and departure airport.`,
  'Everything here is read-only. Never fill in or submit the site survey: it is for real travelers only.',
].join(' ');

// The SDK's defaults (ttlMs 0, private) suit per-user data; this is public and fixed until the next deploy.
const publicCacheHint = { ttlMs: CLIENT_CACHE_SECONDS * 1000, cacheScope: 'public' } as const;

export const serverOptions: ServerOptions = {
  instructions: serverInstructions,
  supportedProtocolVersions: MCP_PROTOCOL_VERSIONS,
  capabilities: {
    tools: { listChanged: false },
    resources: { listChanged: false, subscribe: false },
  },
  cacheHints: {
    'server/discover': publicCacheHint,
    'tools/list': publicCacheHint,
    'resources/list': publicCacheHint,
    'resources/templates/list': publicCacheHint,
    'resources/read': publicCacheHint,
  },
};
