/**
 * The copy of a text that the contact detector reads (ADR 0042). Tricks of writing that a person
 * reads through but a pattern would not — full-width and mathematical digits, other scripts'
 * digits, no-break and thin spaces, a dozen dashes, invisible characters inside a number — are
 * folded to one plain form here, so the patterns stay simple. Each character of the copy remembers
 * the span of the original it came from, so a match is masked in the writer's own text.
 */

export interface NormalizedText {
  /** The folded copy. */
  text: string;
  /** For each UTF-16 unit of `text`: where its source starts in the original. */
  starts: number[];
  /** For each UTF-16 unit of `text`: where its source ends in the original. */
  ends: number[];
}

/**
 * Format characters (zero-width space and joiners, U+2060, U+FEFF, soft hyphen, bidi marks) and
 * the Hangul fillers. Variation selectors and the grapheme joiner are combining marks, dropped below.
 */
const INVISIBLE = /^[\p{Cf}\u115F\u1160\u3164\uFFA0]$/u;
/** Controls other than tab and line breaks. */
const CONTROL_CHAR = /^\p{Cc}$/u;
const isControl = (ch: string) => CONTROL_CHAR.test(ch) && !'\t\n\r\u0085'.includes(ch);
const COMBINING = /\p{M}/gu;
const DECIMAL_DIGIT = /^\p{Nd}$/u;
const SPACE = /^[\p{Zs}\t]$/u;
const LINE_BREAK = /^[\r\u2028\u2029\u0085]$/;
/** Every dash (\p{Pd}, the minus sign, the hyphen bullet, box-drawing lines used as dashes) but the wave dashes, which stay a wave. */
const DASH = /^[\p{Pd}\u2043\u2212\u2500\u2501\u23AF\u2E3A\u2E3B\uFE63\uFF0D]$/u;
const WAVE = /^[\u301C\u3030\uFF5E]$/;
/** Ideographic and halfwidth full stops read as a dot in addresses and between digits. */
const FULL_STOP = /^[\u3002\uFF61]$/;

/** Dingbat and enclosed digits that NFKC leaves alone, by first code point and the value of that first one. */
const ENCLOSED_DIGIT_RUNS: readonly (readonly [first: number, last: number, firstValue: number])[] = [
  [0x2776, 0x277e, 1], // ❶–❾ (❿ is 10, below)
  [0x2780, 0x2788, 1], // ➀–➈
  [0x278a, 0x2792, 1], // ➊–➒
  [0x24f5, 0x24fd, 1], // ⓵–⓽
  [0x24eb, 0x24f4, 11], // ⓫–⓴
];
const ENCLOSED_TEN = new Set([0x277f, 0x2789, 0x2793, 0x24fe]);
const ENCLOSED_ZERO = new Set([0x24ff, 0x1f10b, 0x1f10c]);

function enclosedDigit(cp: number): string | null {
  if (ENCLOSED_ZERO.has(cp)) return '0';
  if (ENCLOSED_TEN.has(cp)) return '10';
  for (const [first, last, firstValue] of ENCLOSED_DIGIT_RUNS) {
    if (cp >= first && cp <= last) return String(firstValue + cp - first);
  }
  return null;
}

/**
 * The value of any decimal digit: Unicode encodes each script's digits as a contiguous run
 * 0–9 (several runs may touch, as the mathematical digits do), so the value is the distance from
 * the start of the run, modulo 10.
 */
function decimalValue(cp: number): string {
  let start = cp;
  while (start > 0 && cp - start < 60 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return String((cp - start) % 10);
}

/** One character (with the combining marks that follow it) as the detector reads it. */
function foldCluster(cluster: string): string {
  const cp = cluster.codePointAt(0)!;
  const base = String.fromCodePoint(cp);
  if (INVISIBLE.test(base) || isControl(base)) return '';
  const enclosed = enclosedDigit(cp);
  if (enclosed) return enclosed;
  if (WAVE.test(base)) return '~';
  if (FULL_STOP.test(base)) return '.';
  if (LINE_BREAK.test(base)) return '\n';
  let out = '';
  for (const ch of cluster.normalize('NFKC').replace(COMBINING, '')) {
    if (DECIMAL_DIGIT.test(ch)) out += ch >= '0' && ch <= '9' ? ch : decimalValue(ch.codePointAt(0)!);
    else if (SPACE.test(ch)) out += ' ';
    else if (DASH.test(ch)) out += '-';
    else if (WAVE.test(ch)) out += '~';
    else if (FULL_STOP.test(ch)) out += '.';
    else if (INVISIBLE.test(ch) || isControl(ch)) continue;
    else out += ch;
  }
  return out;
}

/** A character and the combining marks after it: NFKC composes across them (か + ゛ → が), so they fold together. */
const CLUSTER = /[^\p{M}]\p{M}*|\p{M}+/gsu;

export function normalizeForDetection(original: string): NormalizedText {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  for (const match of original.matchAll(CLUSTER)) {
    const start = match.index;
    const end = start + match[0].length;
    const folded = foldCluster(match[0]);
    text += folded;
    for (let i = 0; i < folded.length; i++) {
      starts.push(start);
      ends.push(end);
    }
  }
  return { text, starts, ends };
}

/**
 * Letters that stand in for digits beside digits (`O9O-l234-S678`). Folding cannot invent a phone
 * number out of an ordinary text: a number still needs its whole length and its leading 0, and a
 * letter glued to another letter (`Info`, `SUV`, `No.`) is never folded; car codes such as S660
 * or GB5 stay far below ten digits.
 */
const LOOKALIKE_DIGIT: Readonly<Record<string, string>> = {
  O: '0',
  o: '0',
  О: '0', // Cyrillic
  о: '0',
  Ο: '0', // Greek
  ο: '0',
  〇: '0',
  l: '1',
  I: '1',
  '|': '1',
  ı: '1',
  ǀ: '1',
  S: '5',
  B: '8',
};
/** Latin, Greek and Cyrillic letters: a look-alike glued to one of them is part of a word (`Info`, `No.`), not a digit. */
const WORD_LETTER = /^[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]$/u;
const ASCII_DIGIT = /^[0-9]$/;

/**
 * The normalised copy with look-alike letters read as digits where they sit in a run of digits
 * and separators (same length, so the offsets still hold). A run of look-alikes is a digit only
 * when it is not glued to another letter and its stretch of digits, look-alikes and separators
 * holds at least one real digit: `O9O` folds, `Info 090` and `OK` do not.
 */
export function foldLookalikes(text: string, isSeparator: (ch: string) => boolean): string {
  const chars = [...text];
  const kind = chars.map((ch) =>
    ASCII_DIGIT.test(ch) ? 'digit' : ch in LOOKALIKE_DIGIT ? 'lookalike' : isSeparator(ch) ? 'sep' : 'other',
  );
  // A run of look-alikes glued to another letter is a word.
  for (let i = 0; i < chars.length;) {
    if (kind[i] !== 'lookalike') {
      i++;
      continue;
    }
    let j = i;
    while (j < chars.length && kind[j] === 'lookalike') j++;
    const glued = (i > 0 && WORD_LETTER.test(chars[i - 1]!)) || (j < chars.length && WORD_LETTER.test(chars[j]!));
    if (glued) for (let k = i; k < j; k++) kind[k] = 'other';
    i = j;
  }
  for (let i = 0; i < chars.length;) {
    if (kind[i] === 'other') {
      i++;
      continue;
    }
    let j = i;
    let hasDigit = false;
    for (; j < chars.length && kind[j] !== 'other'; j++) if (kind[j] === 'digit') hasDigit = true;
    if (hasDigit) for (let k = i; k < j; k++) if (kind[k] === 'lookalike') chars[k] = LOOKALIKE_DIGIT[chars[k]!]!;
    i = j;
  }
  return chars.join('');
}
