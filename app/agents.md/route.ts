import { agentsMarkdown } from '@/lib/agents/agents-md';
import { documentRoute } from '@/lib/http/read-only-route';
import { MARKDOWN_TYPE } from '@/lib/http/media-types';
import { representation } from '@/lib/http/representation';

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(() => representation(agentsMarkdown(), MARKDOWN_TYPE));
