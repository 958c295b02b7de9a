/** The ASCII signs of the half-width bank notation (`ｶ)ｸﾙﾏﾀﾋﾞ`) and their full-width forms, which the contract allows. */
const signs: Record<string, string> = { '(': '（', ')': '）', '.': '．', ',': '，', '-': '－', '/': '／' };

/**
 * Brings what people type for 口座名義 to the full-width katakana banks use, before the contract's
 * own check: hiragana become katakana (やまだ → ヤマダ), half-width katakana become full-width
 * (ﾔﾏﾀﾞ → ヤマダ, the voiced mark joined), and the signs of the half-width notation (`ｶ)`) become
 * full-width (`カ）`). Anything else (kanji, Latin letters) is left for the contract to refuse.
 */
export function toFullWidthKatakana(value: string): string {
  return value
    .replace(/[\uFF61-\uFF9F]+/g, (halfWidth) => halfWidth.normalize('NFKC'))
    .replace(/[ぁ-ゖ]/g, (hiragana) => String.fromCharCode(hiragana.charCodeAt(0) + 0x60))
    .replace(/[().,\-/]/g, (sign) => signs[sign] ?? sign);
}
