/**
 * A line that starts with `head` and adds whole sentences, in order, while the line stays within
 * `maxLength` characters: a search excerpt that answers before it explains, never cut mid-sentence.
 */
export function sentenceLine(head: string, sentences: readonly string[], maxLength: number): string {
  let line = head;
  for (const sentence of sentences) {
    if (line.length + 1 + sentence.length > maxLength) break;
    line = `${line} ${sentence}`;
  }
  return line;
}
