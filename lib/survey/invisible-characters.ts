/**
 * Characters a reader of a tip cannot see but that change what is shown or run: controls (C0 other
 * than tab and newline, DEL, C1 such as U+009B, a terminal's CSI) and format characters (bidi
 * embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069, zero-width space and joiners,
 * word joiner, BOM, soft hyphen, tag characters). PostgreSQL also refuses NUL in text. A zero-width
 * joiner between two emoji stays: it is what draws 👨‍👩‍👧 as one family instead of three people.
 */
const INVISIBLE =
  /(?![\t\n])\p{Cc}|(?!\u200D)\p{Cf}|(?<!\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;

/**
 * The text with every invisible control and format character taken out. Taken out rather than
 * refused: a traveler cannot find a character they cannot see to delete it themselves.
 */
export const withoutInvisibleCharacters = (text: string): string => text.replace(INVISIBLE, '');
