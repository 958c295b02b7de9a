import { singleLineText } from './common.js';

/**
 * One spelling for searching: NFKC (full-width letters and digits to half-width, half-width katakana
 * to full-width), lower case, katakana folded to hiragana (「ハイエース」 finds 「はいえーす」), and
 * runs of spaces (also the ideographic space) collapsed. Listings are indexed and keywords are
 * matched in this form, so the two always agree.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * The one- and two-character grams of a normalised text, distinct, for the short keywords that a
 * trigram index cannot serve (「湖」, 「富士」, 「温泉」). Spaces split words; no gram spans two words.
 */
export function shortGrams(normalized: string, maxChars = 600): string[] {
  const grams = new Set<string>();
  for (const word of normalized.slice(0, maxChars).split(' ')) {
    const chars = Array.from(word);
    chars.forEach((char, i) => {
      grams.add(char);
      const next = chars[i + 1];
      if (next !== undefined) grams.add(char + next);
    });
  }
  grams.delete('');
  return [...grams];
}

/** The most words a keyword may have; each must match (AND). */
export const MAX_KEYWORD_WORDS = 5;

/**
 * A search keyword as the search calls take it: normalised, at most 50 characters and 5 words, each
 * word matched as a substring of the listing's text.
 */
export const searchKeyword = singleLineText('キーワード', { trim: false })
  .max(50, 'キーワードは50文字以内で入力してください。')
  .transform(normalizeSearchText)
  .refine((v) => v.split(' ').length <= MAX_KEYWORD_WORDS, `キーワードは${MAX_KEYWORD_WORDS}語までで入力してください。`);
