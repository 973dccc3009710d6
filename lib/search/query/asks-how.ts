import { tokenize } from '../words/search-terms';

/** Words after "how" with which it asks for a way of doing something ("how do I", "how to"), not a quantity ("how much", "how long"). */
const WAY_AFTER_HOW = new Set(['do', 'does', 'did', 'can', 'could', 'should', 'would', 'to', 'i', 'we', 'you', 'u']);

/**
 * Whether a question asks how to do something: "how do u beat jet lag", "how to pack a suit". Such a
 * question is not answered by a yes-or-no question's answer ("is jet lag worse flying east or west").
 */
export function asksHow(text: string): boolean {
  const words = tokenize(text);
  return words.some((word, at) => word === 'how' && WAY_AFTER_HOW.has(words[at + 1] ?? ''));
}
