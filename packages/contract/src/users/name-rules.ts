import { hasContactDetails } from '../inquiries/contact-masking.js';

/**
 * What a display name may look like, since other people read it as who they deal with (ADR 0024).
 * Pure, so the web's forms show the same refusal the API gives; only the comparison with the staff's
 * own names needs the database (the API's users service, with `foldName`).
 */

/** Characters that reorder the text around them (U+202E shows `abc‮txt.exe` as `abcexe.txt`). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * Characters with no visible glyph, which make two different names look the same: every format character
 * (\p{Cf}: zero-width space and joiners, word joiner, BOM, soft hyphen, Mongolian vowel separator, tags, …),
 * and the blank letters and marks that are not format characters (combining grapheme joiner, Hangul
 * fillers, Khmer inherent vowels, Mongolian free variation selectors, the Braille blank).
 */
// The combining ones stand alone in the alternation: in a class they would read as one character with the previous.
const INVISIBLE = /\p{Cf}|[\u115F\u1160\u2800\u3164\uFFA0]|\u034F|\u17B4|\u17B5|\u180B|\u180C|\u180D|\u180F/u;

/**
 * Variation selectors choose a glyph of the character before them: an ideographic variant (葛󠄀, 辻󠄀) is
 * part of many real Japanese names, and U+FE0F asks for an emoji's colour form. One is accepted right
 * after a letter, number or symbol; anywhere else (first, after a space, two in a row) it only hides.
 */
const STRAY_VARIATION_SELECTOR = /(?:^|[^\p{L}\p{N}\p{S}])[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;

/** Private-use characters: each device draws them differently (a vendor's logo on one, nothing on another). */
const PRIVATE_USE = /\p{Co}/u;

/**
 * The marketplace's own words: what the site calls itself, its staff and a deactivated account
 * (「退会済みユーザー」), each as `foldName` leaves it and as the refusal shows it. A Japanese word is refused
 * anywhere in a name; a Latin one only as a word of its own (so "Badminton" keeps its "admin"), where the
 * letters of other scripts count as a boundary (「くるま旅admin」 is refused).
 */
export const RESERVED_NAME_WORDS: readonly { folded: string; shown: string; latin?: true }[] = [
  { folded: 'くるま旅', shown: 'くるま旅' },
  { folded: 'くるまたび', shown: 'くるまたび' },
  { folded: '運営', shown: '運営' },
  { folded: '事務局', shown: '事務局' },
  { folded: 'すたっふ', shown: 'スタッフ' },
  { folded: '公式', shown: '公式' },
  { folded: '退会', shown: '退会' },
  { folded: '管理者', shown: '管理者' },
  { folded: '管理人', shown: '管理人' },
  { folded: 'kurumatabi', shown: 'Kurumatabi', latin: true },
  { folded: 'admin', shown: 'admin', latin: true },
  { folded: 'administrator', shown: 'administrator', latin: true },
  { folded: 'operator', shown: 'operator', latin: true },
  { folded: 'staff', shown: 'staff', latin: true },
  { folded: 'official', shown: 'official', latin: true },
  { folded: 'moderator', shown: 'moderator', latin: true },
];

/**
 * NFKC (full-width letters and spaces become plain ones, half-width kana full-width), runs of spaces made one,
 * trimmed. U+FEFF counts as a space for JavaScript's \s: it is left in place for the refusal to name it.
 */
export function normalizeDisplayName(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[^\S\uFEFF]+/gu, ' ')
    .trim();
}

/**
 * The form two names are compared in: NFKC, case folded, katakana as hiragana, and without spaces,
 * punctuation, symbols, marks, invisible characters or variation selectors, so 「くるま旅 運営事務局」,
 * 「クルマ旅・運営★事務局」 and 「くるま旅運営\u200B事務局」 fold alike.
 */
export function foldName(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30A1-\u30F6]/gu, (katakana) => String.fromCharCode(katakana.charCodeAt(0) - 0x60))
    .replace(/[\s\p{P}\p{S}\p{M}\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]/gu, '');
}

/**
 * The first reserved word a name holds, as the user would recognise it, or null. A Latin word is looked for
 * twice: in the name with its spaces and punctuation as boundaries ("Site Operator") and in the folded name
 * ("a d m i n"), each time as a whole word.
 */
export function reservedWordIn(name: string): string | null {
  const folded = foldName(name);
  const spaced = name
    .normalize('NFKC')
    .toLowerCase()
    .split(/[\s\p{P}\p{S}]+/u)
    .map(foldName);
  const isWord = (word: string, text: string) => new RegExp(`(?<![a-z])${word}(?![a-z])`, 'u').test(text);
  const found = RESERVED_NAME_WORDS.find((word) =>
    word.latin ? isWord(word.folded, folded) || spaced.some((part) => isWord(word.folded, part)) : folded.includes(word.folded),
  );
  return found?.shown ?? null;
}

/** Why a display name (already normalised) cannot be used, in Japanese, or null when it can. */
export function displayNameProblem(name: string, label = 'お名前'): string | null {
  if (BIDI_CONTROLS.test(name)) return `${label}に文字の向きを変える制御文字は使えません。`;
  if (INVISIBLE.test(name) || STRAY_VARIATION_SELECTOR.test(name)) {
    return `${label}に見えない文字（ゼロ幅スペースなど）は使えません。`;
  }
  if (PRIVATE_USE.test(name)) return `${label}に使用できない文字が含まれています。`;
  // Everyone the user deals with reads the name before any approval: it cannot carry a way to talk off the site (ADR 0043).
  if (hasContactDetails(name)) return `${label}に電話番号やメールアドレスは使えません。`;
  const reserved = reservedWordIn(name);
  if (reserved) return `${label}に「${reserved}」は使えません。運営者やスタッフと紛らわしい名前は登録できません。`;
  return null;
}

/** The refusal of a name that folds to a staff member's name (the API compares with the operators' names). */
export const STAFF_NAME_MESSAGE = '運営スタッフと紛らわしいため、このお名前は使えません。別のお名前を入力してください。';

/** The zod refinement of a display name field (the contract's `userName`). */
export function checkDisplayName(value: string, ctx: { addIssue: (issue: { code: 'custom'; message: string }) => void }): void {
  const problem = displayNameProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}
