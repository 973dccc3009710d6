/**
 * The survey results' Markdown mirror adds the live totals (its `## Results` section) to the page's
 * text; llms-full.txt and the MCP get_page tool carry the page's text without them. This is the
 * mirror as those channels have it.
 */
export function withoutLiveResults(markdown: string): string {
  return markdown.replace(/^## Results\n[\s\S]*?\n(?=## Frequently asked questions$)/m, '');
}
