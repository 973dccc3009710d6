import { z } from 'zod';
import { RuleAnswerSchema } from './check-item-schema';
import { itemCategories } from './item-schema';
import { apiSchemas } from '@/lib/api/schemas';

/** The wire shapes of GET /api/items.json and GET /api/items/{slug}. */

export const ItemSummarySchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    aliases: z.array(z.string()).describe('Other words travelers type for it: UK, US and Australian words, brands'),
    category: z.enum(itemCategories),
    typicalGrams: z.number().nullable().describe('What one typically weighs, where that means something'),
    guides: z.array(z.object({ title: z.string(), url: z.url() })).describe('The guides that discuss it'),
    places: z.array(z.string()).describe('Where the catalogue has a rule for it: ICAO, EU, a country (US, GB) or airport:LHR'),
    url: z.url().describe('This item with its verdicts, at /api/items/{slug}'),
    md_url: z.url().describe('The same verdicts in Markdown, at /items/{slug}/index.md; get_page reads it'),
  })
  .register(apiSchemas, { id: 'ItemSummary' });

export const ItemIndexSchema = z
  .object({
    count: z.int().min(0),
    license: z.object({ name: z.string(), url: z.url(), attribution: z.string() }).describe('The licence of the catalogue as data, and the credit it asks for'),
    csv: z.url().describe('The same catalogue as CSV, one row per item and rule'),
    items: z.array(ItemSummarySchema),
  })
  .register(apiSchemas, { id: 'ItemIndex' });

export const ItemDetailSchema = ItemSummarySchema.extend({
  rules: z.array(RuleAnswerSchema).describe('Its verdict under each rule, as the rule’s current version states it; `appliesAt` is empty: check_item reads a trip'),
}).register(apiSchemas, { id: 'ItemDetail' });

export type ItemIndex = z.infer<typeof ItemIndexSchema>;
export type ItemDetail = z.infer<typeof ItemDetailSchema>;
