import { z } from 'zod';
import { guideCategoryIds } from './categories';
import { sourceSchema } from './sources';
import { HOME_SLUG } from '@/lib/site/urls';

/**
 * What Contentlayer hands us for each file under content/. Contentlayer checks presence and
 * basic types; the rules below (lengths, calendar dates, slugs, FAQ counts) are ours.
 */
export type PageDocument = {
  title: string;
  description: string;
  category?: string;
  order?: number;
  faq: { question: string; answer: string }[];
  reviewed?: string;
  sources?: {
    title: string;
    publisher: string;
    url: string;
    checked: string;
    kind: string;
    backs: { section: string; quote: string }[];
    readVia?: { publisher: string; url: string };
  }[];
  searchBody?: boolean;
  body: { raw: string };
  _raw: { sourceFilePath: string; sourceFileDir: string; sourceFileName: string };
};

const text = (field: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${field} must not be empty`)
    .max(max, `${field} must be at most ${max} characters`);

const faqPair = z.object({
  question: text('a FAQ question', 300),
  answer: text('a FAQ answer', 1200),
});

const sharedFields = {
  title: text('title', 90),
  description: text('description', 160),
  order: z.number().int('order must be a whole number').optional(),
};

const guideFrontMatter = z.object({
  ...sharedFields,
  category: z.enum(guideCategoryIds, `category must be one of: ${guideCategoryIds.join(', ')}`),
  faq: z.array(faqPair).min(4, 'a guide needs at least 4 FAQ pairs'),
  /** The day the guide's rules were last checked as a whole against its sources. */
  reviewed: z.iso.date('reviewed must be an ISO calendar date such as 2026-11-23'),
  sources: z.array(sourceSchema).min(1, 'a guide needs at least one source'),
});

const sitePageFrontMatter = z.object({
  ...sharedFields,
  faq: z.array(faqPair),
  /**
   * False for a page whose text quotes travelers' words as examples (the developers page documents
   * the search with queries such as "cheap flights to Bali"): search then reads its title, summary,
   * FAQ and headings only, so those examples never answer a traveler's search.
   */
  searchBody: z.boolean().default(true),
});

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type PageFields = z.infer<typeof sitePageFrontMatter>;

type GuideFields = z.infer<typeof guideFrontMatter>;

/** A page as its file states it: everything but its date, which content/dates.json keeps (page-dates.ts). */
export type PageContent = Omit<PageFields, 'order'> & {
  kind: 'home' | 'site' | 'guide';
  slug: string;
  category: GuideFields['category'] | null;
  /** Guides only: site pages state no rules. */
  reviewed: GuideFields['reviewed'] | null;
  sources: GuideFields['sources'];
  order: number;
  /** The page body as authored, in Markdown. */
  body: string;
  sourceFile: string;
};

export type CataloguePage = PageContent & {
  /** The day the page's text last changed (content/dates.json). */
  dateModified: string;
};

export class ContentError extends Error {
  override name = 'ContentError';
}

function slugOf(document: PageDocument): string {
  const slug = document._raw.sourceFileName.replace(/\.md$/, '');
  if (!slugPattern.test(slug)) {
    throw new ContentError(
      `content/${document._raw.sourceFilePath}: file name must be a slug of lowercase letters, digits and single hyphens`,
    );
  }
  return slug;
}

function parseOrThrow<T>(schema: z.ZodType<T>, document: PageDocument): T {
  const result = schema.safeParse(document);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(front matter)'}: ${issue.message}`);
  throw new ContentError(`content/${document._raw.sourceFilePath}: ${problems.join('; ')}`);
}

/**
 * Validates one Contentlayer document and turns it into a page's content.
 * Guides live in content/guides/, site pages in content/site/ (content/site/index.md is the homepage).
 */
export function toPageContent(document: PageDocument): PageContent {
  const sourceFile = `content/${document._raw.sourceFilePath}`;
  const body = document.body.raw.trim();
  switch (document._raw.sourceFileDir) {
    case 'guides': {
      const fields = parseOrThrow(guideFrontMatter, document);
      return { ...fields, kind: 'guide', slug: slugOf(document), order: fields.order ?? 0, searchBody: true, body, sourceFile };
    }
    case 'site': {
      const fields = parseOrThrow(sitePageFrontMatter, document);
      const slug = slugOf(document);
      const isHome = slug === 'index';
      return {
        ...fields,
        kind: isHome ? 'home' : 'site',
        slug: isHome ? HOME_SLUG : slug,
        category: null,
        reviewed: null,
        sources: [],
        order: fields.order ?? 0,
        body,
        sourceFile,
      };
    }
    default:
      throw new ContentError(`${sourceFile}: pages belong in content/guides/ or content/site/`);
  }
}
