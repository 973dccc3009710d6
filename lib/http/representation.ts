import etag from 'etag';

/** A response body with its media type and strong validator, computed once per body. */
export type Representation = {
  body: string;
  contentType: string;
  etag: string;
};

const JSON_TYPE = 'application/json';
export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';
export const PLAIN_TEXT_TYPE = 'text/plain; charset=utf-8';

export function representation(body: string, contentType: string): Representation {
  return { body, contentType, etag: etag(body) };
}

export function jsonRepresentation(value: unknown): Representation {
  return representation(JSON.stringify(value), JSON_TYPE);
}
