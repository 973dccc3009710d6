/**
 * The survey results' Markdown mirror adds the live totals (its `## Results` section) to the page's
 * text. llms-full.txt carries the page's text without them; the HTTP mirror and MCP get_page carry
 * them, but answers stored by other tests between two reads change them, so comparisons leave them out.
 */
export function withoutLiveResults(markdown: string): string {
  return markdown.replace(/^## Results\n[\s\S]*?\n(?=## Frequently asked questions$)/m, '');
}
