/**
 * 口座名義カナ: the holder's name as a bank transfer needs it. Stored in full-width katakana (what people
 * read on a passbook); written into a Zengin file in the half-width JIS X 0201 characters banks accept
 * (振込許容文字). Both directions live here so the form, the API and the transfer file agree on one
 * character set: whatever the contract accepts can always be written into a transfer file.
 */

/** The ASCII signs of the half-width notation (`ｶ)ｸﾙﾏﾀﾋﾞ`) and their full-width forms. */
const toFullSign: Record<string, string> = { '(': '（', ')': '）', '.': '．', ',': '，', '-': '－', '/': '／' };

/** Full-width katakana, the long-vowel mark, Latin capitals, digits, the allowed signs and the full-width space. */
export const HOLDER_KANA = /^[ァ-ヶー\u3000（）．，－／「」Ａ-Ｚ０-９]+$/u;

/** The longest name a Zengin data record takes: 受取人名 is 30 half-width characters (a voiced mark is one more). */
export const HOLDER_KANA_MAX_HALF_WIDTH = 30;

/**
 * Brings what people type to the stored form: half-width katakana become full-width with the voiced
 * marks joined (ﾔﾏﾀﾞ → ヤマダ), hiragana become katakana, Latin letters, digits and the signs of the
 * half-width notation become full-width capitals (`ｶ)abc` → `カ）ＡＢＣ`), and runs of spaces one
 * full-width space. Small kana stay as typed (キャンプ); the transfer file writes them large.
 * Anything else (kanji, emoji) is left for HOLDER_KANA to refuse.
 */
export function normalizeHolderKana(value: string): string {
  return value
    .trim()
    .replace(/[\uFF61-\uFF9F]+/g, (halfWidth) => halfWidth.normalize('NFKC'))
    .replace(/[ぁ-ゖ]/g, (hiragana) => String.fromCharCode(hiragana.charCodeAt(0) + 0x60))
    .replace(/[a-zａ-ｚ]/g, (letter) => letter.toUpperCase())
    .replace(/[A-Z0-9]/g, (ascii) => String.fromCharCode(ascii.charCodeAt(0) + 0xfee0))
    .replace(/[().,\-/]/g, (sign) => toFullSign[sign] ?? sign)
    .replace(/[‐−―]/g, '－')
    .replace(/[ \u3000]+/g, '\u3000');
}

/** Small kana and the two old kana that JIS X 0201 lacks, as banks write them. */
const largeKana: Record<string, string> = {
  ァ: 'ア',
  ィ: 'イ',
  ゥ: 'ウ',
  ェ: 'エ',
  ォ: 'オ',
  ャ: 'ヤ',
  ュ: 'ユ',
  ョ: 'ヨ',
  ッ: 'ツ',
  ヮ: 'ワ',
  ヵ: 'カ',
  ヶ: 'ケ',
  ヰ: 'イ',
  ヱ: 'エ',
};

/** Full-width signs and space → their Zengin half-width characters (the long-vowel mark is written as a hyphen). */
const halfWidthSign: Record<string, string> = {
  '\u3000': ' ',
  '（': '(',
  '）': ')',
  '．': '.',
  '，': ',',
  '－': '-',
  ー: '-',
  '／': '/',
  '「': '｢',
  '」': '｣',
};

/** Full-width katakana (no voiced mark) → half-width, built from Unicode's own compatibility mapping. */
function buildHalfWidthKana(): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  for (let code = 0xff71; code <= 0xff9d; code++) {
    const half = String.fromCharCode(code);
    map.set(half.normalize('NFKC'), half);
  }
  map.set('ヲ', 'ｦ');
  map.set('\u3099', 'ﾞ');
  map.set('\u309A', 'ﾟ');
  return map;
}
const halfWidthKana = buildHalfWidthKana();

/** The half-width characters a Zengin name field may hold (振込許容文字). */
export const ZENGIN_CHARACTERS = /^[0-9A-Z ()\-./,｢｣ｦｱ-ﾝﾞﾟ]*$/u;

/**
 * A name in the Zengin half-width characters (ヤマダ キャンプ with its full-width space → `ﾔﾏﾀﾞ ｷﾔﾝﾌﾟ`): small kana written large,
 * voiced marks as their own character, ー as `-`. Already half-width input passes through. Returns
 * the characters that cannot be written, when there are any, instead of a name.
 */
export function toZenginKana(value: string): { ok: true; kana: string } | { ok: false; invalid: string[] } {
  let kana = '';
  const invalid: string[] = [];
  for (const char of normalizeHolderKana(value).normalize('NFD')) {
    const large = largeKana[char] ?? char;
    const half = halfWidthSign[large] ?? halfWidthKana.get(large) ?? (/[Ａ-Ｚ０-９]/u.test(large) ? large.normalize('NFKC') : undefined);
    if (half === undefined) invalid.push(char);
    else kana += half;
  }
  return invalid.length > 0 ? { ok: false, invalid: [...new Set(invalid)] } : { ok: true, kana };
}
