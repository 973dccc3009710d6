import * as cheerio from 'cheerio';
import type { Page, PagesIndex } from '@/lib/api/schemas';

export async function pageIndex(baseUrl: string): Promise<Page[]> {
  return ((await (await fetch(`${baseUrl}/api/pages.json`)).json()) as PagesIndex).pages;
}

export async function fetchHtml(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  return { response, $: cheerio.load(await response.text()) };
}
