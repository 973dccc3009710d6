import { JSON_TYPE, MARKDOWN_TYPE } from './media-types';
import { BUILD_DATA_CACHE_CONTROL, CORS_HEADERS } from './response-headers';
import { apiError, apiErrorCodes, type ApiErrorCode } from '@/lib/api/api-errors';
import { ApiErrorSchema } from '@/lib/api/schemas';

export type Refusal = { code: ApiErrorCode; title: string; message: string };

/**
 * Why Next.js turned a request away before any route ran. It does so with 404, with 405 for a method
 * other than GET or HEAD on a public file, and with 400 for a path it cannot decode (a malformed
 * percent-escape in a dynamic segment); anything else is read as a request it could not understand.
 */
export function refusalFor(status: number, method: string): Refusal {
  if (status === 404) return { code: 'not_found', title: 'Not found', message: 'There is nothing at this address.' };
  if (status === 405) {
    return { code: 'method_not_allowed', title: 'Method not allowed', message: `${method} is not supported here: use GET or HEAD.` };
  }
  return {
    code: 'malformed_url',
    title: 'Bad request',
    message: 'The address is not a valid URL path: every % in it must start an escape of two hex digits, such as %20.',
  };
}

/**
 * The refusal in the format of the route the request was addressed to: a JSON Error for the API,
 * Markdown for a mirror, with CORS like every API and Markdown reply. Undefined for pages: they get HTML.
 * Built without `respond` (no ETag): pages/_error.tsx is bundled for browsers too, where `etag` cannot load.
 */
export function refusedRequestReply(pathname: string, method: string, refusal: Refusal): Response | undefined {
  const format = pathname.startsWith('/api/') ? 'json' : pathname.endsWith('.md') ? 'markdown' : undefined;
  if (!format) return undefined;
  const body =
    format === 'json'
      ? JSON.stringify(ApiErrorSchema.parse(apiError(refusal.code, refusal.message)))
      : `# ${refusal.title}\n\n${refusal.message}\n`;
  const headers = {
    ...CORS_HEADERS,
    'Cache-Control': BUILD_DATA_CACHE_CONTROL,
    'Content-Type': format === 'json' ? JSON_TYPE : MARKDOWN_TYPE,
  };
  return new Response(method === 'HEAD' ? null : body, { status: apiErrorCodes[refusal.code].status, headers });
}
