import * as cheerio from 'cheerio';

export type WirePage = { url: string; path: string; md_url: string; title: string; description: string; dateModified?: string | null };

export async function pageIndex(baseUrl: string): Promise<WirePage[]> {
  return ((await (await fetch(`${baseUrl}/api/pages.json`)).json()) as { pages: WirePage[] }).pages;
}

export async function fetchHtml(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  return { response, $: cheerio.load(await response.text()) };
}
