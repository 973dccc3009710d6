import etag from 'etag';
import { JSON_TYPE } from './media-types';

/** A response body with its media type and strong validator, computed once per body. */
export type Representation = {
  body: string;
  contentType: string;
  etag: string;
};

export function representation(body: string, contentType: string): Representation {
  return { body, contentType, etag: etag(body) };
}

export function jsonRepresentation(value: unknown): Representation {
  return representation(JSON.stringify(value), JSON_TYPE);
}
