import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasContactDetails, maskContactDetails } from './contact-masking.js';
import { normalizeForDetection } from './contact-normalize.js';

/** Ways to write one digit: ASCII, full-width, mathematical, circled, dingbat, other scripts' digits. */
const DIGIT_SCRIPTS: readonly ((d: number) => string)[] = [
  (d) => String(d),
  (d) => String.fromCodePoint(0xff10 + d), // full-width
  (d) => String.fromCodePoint(0x1d7ce + d), // mathematical bold
  (d) => String.fromCodePoint(0x1d7ec + d), // mathematical sans-serif bold
  (d) => String.fromCodePoint(0x1d7f6 + d), // mathematical monospace
  (d) => String.fromCodePoint(0x0660 + d), // Arabic-Indic
  (d) => String.fromCodePoint(0x06f0 + d), // extended Arabic-Indic
  (d) => String.fromCodePoint(0x0966 + d), // Devanagari
  (d) => String.fromCodePoint(0x0e50 + d), // Thai
  (d) => (d === 0 ? '⓪' : String.fromCodePoint(0x2460 + d - 1)), // circled
  (d) => (d === 0 ? '⓿' : String.fromCodePoint(0x2776 + d - 1)), // dingbat negative circled
  (d) => `${d}\uFE0F\u20E3`, // keycap
  (d) => `${d}\u0338`, // with a combining mark
];
const LOOKALIKES: Readonly<Record<number, readonly string[]>> = { 0: ['O', 'o', 'О', '〇'], 1: ['l', 'I', '|'], 5: ['S'], 8: ['B'] };

const SEPARATORS = [
  ' ',
  '\u00A0',
  '\u2009',
  '\u202F',
  '\u3000',
  '-',
  '\uFE63',
  '\u2043',
  '\u2212',
  '\u2010',
  '\u2013',
  '\u2014',
  'ー',
  'ｰ',
  '－',
  '/',
  '〜',
  '～',
  '_',
  ',',
  '.',
  '．',
  '。',
  '、',
  '・',
  '(',
  ')',
  '（',
  '）',
];
const INVISIBLES = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD'];

const separator = fc.array(fc.constantFrom(...SEPARATORS, ...INVISIBLES), { maxLength: 4 }).map((s) => s.join(''));

/** Japanese numbers as digits: mobiles, landlines, free dial, +81 and 81 and 0081 forms. */
const phoneDigits = fc.oneof(
  fc.tuple(fc.constantFrom('070', '080', '090', '050'), fc.stringMatching(/^[0-9]{8}$/)).map(([a, b]) => a + b),
  fc
    .tuple(fc.constantFrom('03', '06', '011', '0467', '0120'), fc.stringMatching(/^[0-9]{6,8}$/))
    .map(([a, b]) => (a + b).slice(0, 10).padEnd(10, '1')),
  fc
    .tuple(fc.constantFrom('+81', '81', '0081', '+81(0)'), fc.constantFrom('90', '80', '3', '6'), fc.stringMatching(/^[0-9]{8}$/))
    .map(([a, b, c]) => a + b + c),
);

/** One encoding of a number: each digit in some script (at least one real digit), separators and invisibles between. */
const encodedPhone = phoneDigits.chain((digits) =>
  fc
    .tuple(
      fc.array(fc.tuple(fc.nat(DIGIT_SCRIPTS.length - 1), fc.nat(9), fc.boolean(), separator), {
        minLength: digits.length,
        maxLength: digits.length,
      }),
      fc.nat(digits.length - 1),
    )
    .map(([choices, keepReal]) => {
      let out = '';
      [...digits].forEach((ch, i) => {
        const [script, pick, lookalike, sep] = choices[i]!;
        if (!/[0-9]/.test(ch)) out += ch === '+' ? '＋' : ch;
        else {
          const d = Number(ch);
          const alikes = LOOKALIKES[d];
          out += lookalike && alikes && i !== keepReal ? alikes[pick % alikes.length]! : DIGIT_SCRIPTS[script]!(d);
        }
        if (i < digits.length - 1) out += sep;
      });
      return out;
    }),
);

const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
const word = fc.array(letter, { minLength: 2, maxLength: 8 }).map((l) => l.join(''));
const invisibleInside = (s: string, at: number, mark: string) => s.slice(0, at) + mark + s.slice(at);
const fullWidth = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

/** Addresses: full-width or not, with ＠ or ﹫, dots of every width, spaces around, invisible characters inside. */
const encodedEmail = fc
  .record({
    local: fc.tuple(word, fc.constantFrom('', '.', '_', '-', '+'), word).map(([a, s, b]) => a + s + b),
    domain: word,
    tld: fc.constantFrom('com', 'jp', 'co.jp', 'ne.jp', 'net', 'org'),
    at: fc.constantFrom('@', '＠', '﹫', ' @ ', '@ ', ' ＠ '),
    dot: fc.constantFrom('.', '．', '。', ' . ', '. ', '﹒'),
    wide: fc.boolean(),
    mark: fc.constantFrom('', ...INVISIBLES),
    markAt: fc.nat(30),
  })
  .map((e) => {
    const address = `${e.local}${e.at}${e.domain}${e.dot}${e.tld.replace('.', e.dot)}`;
    const written = e.wide ? fullWidth(address) : address;
    return invisibleInside(written, e.markAt % written.length, e.mark);
  });

const surrounding = fc.constantFrom('', '連絡は', 'こちらへ：', '電話してね ', '「', '\n');
const after = fc.constantFrom('', 'まで', 'です。', ' よろしく', '」', '\n');

/** No run of ten digits once the text is normalised and every separator and look-alike is dropped. */
function tenDigitsIn(text: string): boolean {
  const plain = normalizeForDetection(text).text.replace(/[^0-9]/g, '');
  return /[0-9]{10}/.test(plain);
}

describe('the contact rule, for any encoding', () => {
  it('leaves no phone number or address the detector reads back', () => {
    fc.assert(
      fc.property(surrounding, fc.oneof(encodedPhone, encodedEmail), after, (before, contact, rest) => {
        const masked = maskContactDetails(`${before}${contact}${rest}`);
        expect(masked.masked).toBe(true);
        expect(tenDigitsIn(masked.text)).toBe(false);
        expect(hasContactDetails(masked.text)).toBe(false);
        expect(masked.text.startsWith(before) && masked.text.endsWith(rest)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves no number split across two messages of one writer, read together', () => {
    fc.assert(
      fc.property(encodedPhone, fc.nat(100), (contact, cut) => {
        const chars = [...contact];
        const at = 1 + (cut % (chars.length - 1));
        const first = maskContactDetails(chars.slice(0, at).join('')).text;
        const second = maskContactDetails(chars.slice(at).join(''), { previous: first }).text;
        // The first part alone may hold ten digits that are no number yet (`0081 909 3136`); what the two say together is none.
        expect(hasContactDetails(`${first}\n${second}`)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('is idempotent: a masked text masks to itself', () => {
    fc.assert(
      fc.property(fc.oneof(encodedPhone, encodedEmail), (contact) => {
        const once = maskContactDetails(`連絡は${contact}まで`).text;
        expect(maskContactDetails(once)).toEqual({ text: once, masked: false });
      }),
    );
  });
});

describe('the contact rule on the request path', () => {
  /** 2,000 characters (the longest message) built to make a backtracking pattern explode. */
  const adversarial = [
    '0-'.repeat(1000),
    '0 -- '.repeat(400),
    '1'.repeat(2000),
    '0'.repeat(2000),
    'a@'.repeat(1000),
    'a.'.repeat(1000),
    '@.'.repeat(1000),
    'a @ a . '.repeat(250),
    'a'.repeat(1999) + '@',
    'O9'.repeat(1000),
    'Ol|'.repeat(666),
    'LINE ID '.repeat(250),
    'https://'.repeat(250),
    'www.'.repeat(500),
    '+81 (0)'.repeat(285),
    '2026/12/01 '.repeat(181),
    '12,000'.repeat(333),
    '\u200B0'.repeat(1000),
    '٠'.repeat(2000),
    'か\u3099'.repeat(1000),
  ];

  it.each(adversarial.map((text) => [text.slice(0, 12), text] as const))('masks %j… (2,000 characters) in under 50 ms', (_, text) => {
    maskContactDetails(text); // warm up the compiled patterns
    const started = performance.now();
    maskContactDetails(text);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
