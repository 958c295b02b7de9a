import { randomUUID } from 'node:crypto';

/**
 * Our notification mails as RFC 5322 messages (ADR 0034): one UTF-8 text part, base64, the subject and the
 * sender's name as RFC 2047 encoded-words. Every reservation step mails someone, and nodemailer's composer
 * (streams, a MIME tree per mail) cost 0.9–1.3 ms of the API's CPU a mail — a third of what a reservation
 * request itself costs. This composes the same single-part message in a few microseconds.
 */
export interface ComposedMail {
  /** The envelope's sender (the bare address of `from`). */
  sender: string;
  /** The envelope's recipient, as the `To` header has it. */
  recipient: string;
  /** The whole message, headers and body. */
  message: Buffer;
}

/** A header line's length before folding (RFC 5322 recommends 78). */
const LINE = 76;
/** The longest encoded-word (RFC 2047: 75 characters, `=?UTF-8?B?` and `?=` included). */
const ENCODED_WORD = 75;
const ENCODED_WORD_PREFIX = '=?UTF-8?B?';
const ENCODED_WORD_SUFFIX = '?=';

export function composeMail(
  mail: { from: string; to: string; subject: string; text: string },
  options: { newline: '\n' | '\r\n'; date?: Date; messageId?: string },
): ComposedMail {
  const nl = options.newline;
  const from = parseAddress(mail.from);
  const to = bareHeaderValue(mail.to);
  const date = options.date ?? new Date();
  const messageId = options.messageId ?? `<${randomUUID()}@${from.address.split('@')[1] ?? 'localhost'}>`;
  const headers = [
    `From: ${from.name ? `${headerText(from.name, 'From: '.length, nl, PLAIN_PHRASE)} <${from.address}>` : from.address}`,
    `To: ${to}`,
    `Subject: ${headerText(bareHeaderValue(mail.subject), 'Subject: '.length, nl, PLAIN_TEXT)}`,
    `Date: ${rfc5322Date(date)}`,
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
  ];
  const body = Buffer.from(mail.text.replace(/\r?\n/g, '\r\n'), 'utf8').toString('base64');
  const lines: string[] = [];
  for (let i = 0; i < body.length; i += LINE) lines.push(body.slice(i, i + LINE));
  return { sender: from.address, recipient: to, message: Buffer.from(`${headers.join(nl)}${nl}${nl}${lines.join(nl)}${nl}`, 'ascii') };
}

/** `Name <address>` or a bare address, as MAIL_FROM is written. */
function parseAddress(value: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(value);
  if (match) return { name: bareHeaderValue(match[1]!.replace(/^"(.*)"$/, '$1')), address: match[2]! };
  return { name: '', address: bareHeaderValue(value.trim()) };
}

/** A header value with no line breaks or other control characters (they would start a header of their own). */
function bareHeaderValue(value: string): string {
  // eslint-disable-next-line no-control-regex -- exactly the characters a header value must not hold
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** Printable ASCII that an unstructured header (Subject) may carry as is. */
const PLAIN_TEXT = /^[\x20-\x7e]*$/;
/** Atoms and spaces, which a display name may carry as is. */
const PLAIN_PHRASE = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~ ]*$/;

/**
 * A header's text after its name (`offset` characters): as is when `plain` allows it, it holds no `=?` (which
 * would read as an encoded-word) and it fits the line; else encoded-words folded onto lines (RFC 2047 allows
 * them in unstructured text and in a phrase).
 */
function headerText(value: string, offset: number, nl: string, plain: RegExp): string {
  if (plain.test(value) && !value.includes('=?') && offset + value.length <= LINE) return value;
  return encodedWords(value, offset).join(`${nl} `);
}

/** Bytes of UTF-8 whose encoded-word fits `room` characters: base64 makes 4 characters of each 3 bytes. */
function bytesFitting(room: number): number {
  return Math.floor((Math.min(room, ENCODED_WORD) - ENCODED_WORD_PREFIX.length - ENCODED_WORD_SUFFIX.length) / 4) * 3;
}

/**
 * The value as base64 encoded-words, each of whole characters (a word never splits a UTF-8 sequence), each
 * fitting its line: the first after the header's name (`offset`), the others after the fold's space.
 */
function encodedWords(value: string, offset: number): string[] {
  const words: string[] = [];
  let chunk: string[] = [];
  let bytes = 0;
  let room = bytesFitting(LINE - offset);
  const flush = () => {
    words.push(`${ENCODED_WORD_PREFIX}${Buffer.from(chunk.join(''), 'utf8').toString('base64')}${ENCODED_WORD_SUFFIX}`);
    chunk = [];
    bytes = 0;
    room = bytesFitting(LINE - 1);
  };
  for (const character of value) {
    const size = Buffer.byteLength(character, 'utf8');
    if (bytes + size > room && chunk.length > 0) flush();
    chunk.push(character);
    bytes += size;
  }
  if (chunk.length > 0 || words.length === 0) flush();
  return words;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Sat, 28 Nov 2026 12:00:00 +0000` (RFC 5322 §3.3, in UTC). */
export function rfc5322Date(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${DAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} +0000`
  );
}
