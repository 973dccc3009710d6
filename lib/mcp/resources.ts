import type { McpServer } from '@modelcontextprotocol/server';
import { allPages } from '@/lib/content/catalogue';
import { markdownMirror } from '@/lib/content/markdown-mirror';
import { absoluteUrl, markdownPath } from '@/lib/site/urls';

const MARKDOWN_MEDIA_TYPE = 'text/markdown';

type PageResource = {
  name: string;
  uri: string;
  metadata: { title: string; description: string; mimeType: string };
  read: () => { contents: { uri: string; mimeType: string; text: string }[] };
};

let pageResources: PageResource[] | undefined;

/** Built once per process: every request registers the same resources on a fresh server. */
function allPageResources(): PageResource[] {
  pageResources ??= allPages().map((page) => {
    const uri = absoluteUrl(markdownPath(page.slug));
    return {
      name: page.slug || 'home',
      uri,
      metadata: { title: page.title, description: page.description, mimeType: MARKDOWN_MEDIA_TYPE },
      read: () => ({ contents: [{ uri, mimeType: MARKDOWN_MEDIA_TYPE, text: markdownMirror(page) }] }),
    };
  });
  return pageResources;
}

/** Every page is also an MCP resource: its Markdown mirror, at its md_url. */
export function registerPageResources(server: McpServer): void {
  for (const { name, uri, metadata, read } of allPageResources()) server.registerResource(name, uri, metadata, read);
}
