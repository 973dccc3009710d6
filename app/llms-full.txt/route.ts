import { llmsFullTxt } from '@/lib/agents/llms-txt';
import { documentRoute } from '@/lib/http/read-only-route';
import { PLAIN_TEXT_TYPE } from '@/lib/http/media-types';
import { representation } from '@/lib/http/representation';

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(() => representation(llmsFullTxt(), PLAIN_TEXT_TYPE));
