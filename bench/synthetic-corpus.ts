import type { SearchDocument } from '@/lib/search/index/search-documents';
import { tokenize } from '@/lib/search/words/search-terms';

/** A small seeded generator (mulberry32): the same corpus on every run and machine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` made-up pages for the benchmarks only, written with the words of the real guides in the
 * proportions they use them, so that term frequencies (and so search costs) look like a real
 * library's, only larger. Shapes follow the real pages: a title, a description, 4–8 FAQ pairs and
 * 8–14 sections of 40–160 words.
 */
export function syntheticCorpus(realDocuments: readonly SearchDocument[], count: number, seed = 2026): SearchDocument[] {
  const random = seededRandom(seed);
  const words = realDocuments.flatMap((document) =>
    tokenize([document.title, document.description, ...document.questions, ...document.answers, ...document.sections.map((section) => section.text)].join(' ')),
  );
  const pick = () => words[Math.floor(random() * words.length)]!;
  const sentence = (min: number, max: number) => Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, pick).join(' ');
  return Array.from({ length: count }, (_, index) => {
    const title = sentence(4, 9);
    const pairs = 4 + Math.floor(random() * 5);
    const sections = 8 + Math.floor(random() * 7);
    return {
      slug: `synthetic-${index}`,
      title,
      pathWords: title,
      description: sentence(18, 28),
      questions: Array.from({ length: pairs }, () => `${sentence(7, 12)}?`),
      answers: Array.from({ length: pairs }, () => sentence(25, 50)),
      sections: Array.from({ length: sections }, (_, number) => ({
        heading: number === 0 ? null : sentence(2, 5),
        anchor: number === 0 ? null : `section-${number}`,
        text: `${sentence(10, 40)}.\n${sentence(15, 60)}.\n${sentence(15, 60)}.`,
      })),
    };
  });
}
