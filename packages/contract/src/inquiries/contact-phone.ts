/**
 * Phone numbers in the detector's copy of a text (ADR 0042). The copy is cut into groups of
 * digits; groups joined by nothing but separators form a chain; a phone number is a stretch of
 * whole groups of a chain with the length and start of one: `0` and 9–10 more digits (domestic),
 * `81`, `0081` or `+81`, an optional `(0)`, and the national number (international, with or
 * without `+`), or `+` and 8–15 digits (any country). Working on groups, not on one large
 * pattern, keeps the work linear in the text however many separators there are.
 */

export interface Span {
  start: number;
  end: number;
}

/** What may stand between two groups of one number: spaces, dashes, dots, slashes, waves, commas, brackets… any number of them. */
const SEPARATORS = new Set([...' \t\n-ー~.,、/\\_・()[]{}「」【】〔〕+*#|=']);
export const isPhoneSeparator = (ch: string): boolean => SEPARATORS.has(ch);

/** The separators as a character class, for the patterns below. */
const SEPARATOR_CLASS = `[${[...SEPARATORS].map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}]`;
/** Not joined to digits before it by separators, nor after a `+`: `0 901,234,567 8` and `+81,909…` are disguised numbers, not amounts. */
const ALONE = `(?<![0-9+]${SEPARATOR_CLASS}*)(?<!\\+)`;

/**
 * Digits that are not phone numbers however they are joined, read first and set aside: dates
 * (2026/12/01, 2026-12-01, 2026.12.1), postal codes after 〒, and amounts grouped by thousands
 * (12,000 and ¥1,500,000; a phone number is never written in groups of three after a comma). Like
 * the dates, an amount is one only where no digits are joined to it on either side: `8,167 0568912`
 * is 81 6705 68912 in disguise.
 */
const SET_ASIDE = new RegExp(
  [
    String.raw`${ALONE}(?:19|20)[0-9]{2}[-/.](?:0?[1-9]|1[0-2])[-/.](?:0?[1-9]|[12][0-9]|3[01])(?![0-9])`,
    String.raw`〒[ \t]*[0-9]{3}-?[0-9]{4}(?![0-9])`,
    String.raw`${ALONE}[1-9][0-9]{0,2}(?:,[0-9]{3})+(?![0-9]|,[0-9]|${SEPARATOR_CLASS}*[0-9])`,
  ].join('|'),
  'g',
);

interface Group {
  start: number;
  end: number;
  digits: string;
}

/** The chains of digit groups, each group's digits outside the set-aside stretches. */
function chains(text: string): Group[][] {
  const blocked = new Uint8Array(text.length);
  for (const m of text.matchAll(SET_ASIDE)) blocked.fill(1, m.index, m.index + m[0].length);
  const result: Group[][] = [];
  let chain: Group[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (!blocked[i] && ch >= '0' && ch <= '9') {
      let j = i;
      while (j < text.length && !blocked[j] && text[j]! >= '0' && text[j]! <= '9') j++;
      chain.push({ start: i, end: j, digits: text.slice(i, j) });
      i = j;
      continue;
    }
    if (blocked[i] || !SEPARATORS.has(ch)) {
      if (chain.length) result.push(chain);
      chain = [];
    }
    i++;
  }
  if (chain.length) result.push(chain);
  return result;
}

/** Whether these digits, read from the start of a group, are a whole phone number. */
function isPhone(digits: string, afterPlus: boolean): boolean {
  const n = digits.length;
  if (afterPlus && n >= 8 && n <= 15 && !digits.startsWith('81')) return true;
  const national = digits.startsWith('0081') ? digits.slice(4) : digits.startsWith('81') ? digits.slice(2) : null;
  if (national !== null && national.length > 0) {
    // +81 90…: 9 or 10 digits without the trunk 0; +81 (0)90…: 10 or 11 with it.
    const min = national.startsWith('0') ? 10 : 9;
    if (national.length >= min && national.length <= min + 1 && !national.startsWith('00')) return true;
  }
  return !afterPlus && digits.startsWith('0') && !digits.startsWith('00') && (n === 10 || n === 11);
}

/** Whether a `+` (and spaces) stands right before the group at `start`; where the `+` is. */
function plusBefore(text: string, start: number): number | null {
  let i = start - 1;
  while (i >= 0 && text[i] === ' ') i--;
  return i >= 0 && text[i] === '+' ? i : null;
}

/** The window's start moved over a `+` or an opening bracket that belongs to it (`+81 …`, `(03)1234-5678`). */
function windowStart(text: string, first: Group, end: number, plus: number | null): number {
  if (plus !== null) return plus;
  const before = text[first.start - 1];
  if (before === '(' || before === '[') {
    const close = before === '(' ? ')' : ']';
    if (text.slice(first.start, end).includes(close)) return first.start - 1;
  }
  return first.start;
}

/** Every phone number of the copy, as spans of the copy; overlapping readings are all returned. */
export function findPhones(text: string): Span[] {
  const spans: Span[] = [];
  for (const chain of chains(text)) {
    for (let i = 0; i < chain.length; i++) {
      const first = chain[i]!;
      const plus = plusBefore(text, first.start);
      if (!'08'.includes(first.digits[0]!) && plus === null) continue;
      let digits = '';
      for (let j = i; j < chain.length && digits.length < 15; j++) {
        digits += chain[j]!.digits;
        if (digits.length > 15) break;
        if (isPhone(digits, plus !== null)) spans.push({ start: windowStart(text, first, chain[j]!.end, plus), end: chain[j]!.end });
      }
    }
  }
  return spans;
}
