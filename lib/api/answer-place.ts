import type { SearchHit } from './schemas';

/**
 * Where a hit's answer stands on its page, as the search page and its mirror name it: the FAQ question
 * it answers, the short answer or the heading of its section; nothing for a verdict or allowances,
 * which are the whole page, nor for a passage at the top of a page.
 */
export function answerPlace({ answer }: SearchHit): string | undefined {
  if (answer?.from === 'short-answer') return 'Short answer';
  return answer?.heading;
}
