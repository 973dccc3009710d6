import type { McpServer } from '@modelcontextprotocol/server';
import { allPages } from '@/lib/content/catalogue';
import { lazy } from '@/lib/lazy';
import { absoluteUrl, markdownPath } from '@/lib/site/urls';
import { currentMarkdownMirror } from '@/lib/survey/survey-results-mirror';

const MARKDOWN_MEDIA_TYPE = 'text/markdown';

/** Built once per process: every server registers the same resources. A page reads as its mirror does now. */
const allPageResources = lazy(() =>
  allPages().map((page) => {
    const uri = absoluteUrl(markdownPath(page.slug));
    return {
      name: page.slug || 'home',
      uri,
      metadata: { title: page.title, description: page.description, mimeType: MARKDOWN_MEDIA_TYPE },
      read: async () => ({ contents: [{ uri, mimeType: MARKDOWN_MEDIA_TYPE, text: await currentMarkdownMirror(page) }] }),
    };
  }),
);

/** Every page is also an MCP resource: its Markdown mirror, at its md_url. */
export function registerPageResources(server: McpServer): void {
  for (const { name, uri, metadata, read } of allPageResources()) server.registerResource(name, uri, metadata, read);
}
