import type { McpServer } from '@modelcontextprotocol/server';
import { allPages } from '@/lib/content/catalogue';
import { markdownMirror } from '@/lib/content/markdown-mirror';
import { absoluteUrl, markdownPath } from '@/lib/site/urls';

const MARKDOWN_MEDIA_TYPE = 'text/markdown';

/** Every page is also an MCP resource: its Markdown mirror, at its md_url. */
export function registerPageResources(server: McpServer): void {
  for (const page of allPages()) {
    const uri = absoluteUrl(markdownPath(page.slug));
    server.registerResource(
      page.slug || 'home',
      uri,
      { title: page.title, description: page.description, mimeType: MARKDOWN_MEDIA_TYPE },
      () => ({ contents: [{ uri, mimeType: MARKDOWN_MEDIA_TYPE, text: markdownMirror(page) }] }),
    );
  }
}
