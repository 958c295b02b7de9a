import { describe, expect, it } from 'vitest';
import { composeMail, rfc5322Date } from './mail-message.js';

/** The message's headers (folded lines joined) and its body decoded, as a mail client reads them. */
function read(message: Buffer, nl: string): { headers: Map<string, string>; rawHeaders: string; text: string } {
  const raw = message.toString('ascii');
  const split = raw.indexOf(`${nl}${nl}`);
  const rawHeaders = raw.slice(0, split);
  const headers = new Map<string, string>();
  for (const line of rawHeaders.split(new RegExp(`${nl}(?![ \\t])`))) {
    const colon = line.indexOf(':');
    headers.set(
      line.slice(0, colon).toLowerCase(),
      line
        .slice(colon + 1)
        .replace(new RegExp(`${nl}[ \\t]`, 'g'), ' ')
        .trim(),
    );
  }
  const text = Buffer.from(raw.slice(split).replace(/\s+/g, ''), 'base64').toString('utf8');
  return { headers, rawHeaders, text };
}

/** Encoded-words decoded (RFC 2047: the space between two adjacent words is not part of the text). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_, base64: string) => `\u0000${base64}\u0000`)
    .split('\u0000')
    .map((part, i) => (i % 2 === 1 ? Buffer.from(part, 'base64') : Buffer.from(part, 'utf8')))
    .reduce((all, part) => Buffer.concat([all, part]), Buffer.alloc(0))
    .toString('utf8');
}

const mail = {
  from: 'くるま旅 <no-reply@kurumatabi.jp>',
  to: 'host@example.jp',
  subject: '【くるま旅】予約リクエストが届きました：ハイエース キャンピングカー 東京・世田谷 🚐',
  text: '山田 太郎さんから予約リクエストが届きました。\n\n期間：2026年12月1日〜12月3日\nhttps://kurumatabi.jp/reserves/1\n',
};

describe('composeMail', () => {
  it('writes a single UTF-8 text part whose subject, sender and text read back as written', () => {
    const date = new Date('2026-11-28T03:04:05Z');
    const { sender, message } = composeMail(mail, { newline: '\r\n', date, messageId: '<m-1@kurumatabi.jp>' });
    expect(sender).toBe('no-reply@kurumatabi.jp');
    const { headers, text } = read(message, '\r\n');
    expect(decodeWords(headers.get('subject')!)).toBe(mail.subject);
    expect(decodeWords(headers.get('from')!)).toBe('くるま旅 <no-reply@kurumatabi.jp>');
    expect(headers.get('to')).toBe('host@example.jp');
    expect(headers.get('date')).toBe('Sat, 28 Nov 2026 03:04:05 +0000');
    expect(headers.get('message-id')).toBe('<m-1@kurumatabi.jp>');
    expect(headers.get('mime-version')).toBe('1.0');
    expect(headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(headers.get('content-transfer-encoding')).toBe('base64');
    expect(text).toBe(mail.text.replace(/\n/g, '\r\n'));
  });

  it('keeps every line within 76 characters, on the newline asked for, and never splits a character across words', () => {
    for (const nl of ['\n', '\r\n'] as const) {
      const long = { ...mail, subject: 'あ🚐'.repeat(80), text: 'い'.repeat(500) };
      const { message } = composeMail(long, { newline: nl });
      const raw = message.toString('ascii');
      if (nl === '\n') expect(raw).not.toContain('\r');
      else expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const line of raw.split(nl)) expect(line.length).toBeLessThanOrEqual(76);
      const subject = read(message, nl).headers.get('subject')!;
      for (const word of subject.split(' ')) expect(Buffer.from(word.slice(10, -2), 'base64').toString('utf8')).not.toContain('\ufffd');
      expect(decodeWords(subject)).toBe(long.subject);
      expect(read(message, nl).text).toBe(long.text);
    }
  });

  it('cannot be made to start a header of its own by a line break in a subject, an address or a name', () => {
    const hostile = {
      from: 'くるま旅\r\nBcc: victim@example.jp <no-reply@kurumatabi.jp>',
      to: 'host@example.jp\r\nBcc: victim@example.jp',
      subject: 'hello\r\nBcc: victim@example.jp',
      text: 'body',
    };
    const { rawHeaders } = read(composeMail(hostile, { newline: '\r\n' }).message, '\r\n');
    expect(rawHeaders).not.toMatch(/^bcc:/im);
    expect(rawHeaders.split('\r\n').every((line) => /^([A-Za-z-]+: | )/.test(line))).toBe(true);
  });

  it('leaves a plain ASCII subject and a bare sender address as they are', () => {
    const { sender, message } = composeMail({ ...mail, from: 'no-reply@kurumatabi.jp', subject: 'Welcome' }, { newline: '\n' });
    expect(sender).toBe('no-reply@kurumatabi.jp');
    const { headers } = read(message, '\n');
    expect(headers.get('subject')).toBe('Welcome');
    expect(headers.get('from')).toBe('no-reply@kurumatabi.jp');
    expect(headers.get('message-id')).toMatch(/^<[0-9a-f-]{36}@kurumatabi\.jp>$/);
  });

  it('encodes a subject that only looks like an encoded-word, so it reads as typed', () => {
    const { message } = composeMail({ ...mail, subject: '=?UTF-8?B?5YG9?=' }, { newline: '\n' });
    expect(decodeWords(read(message, '\n').headers.get('subject')!)).toBe('=?UTF-8?B?5YG9?=');
  });
});

describe('rfc5322Date', () => {
  it('writes the day and month names in English and the time in UTC', () => {
    expect(rfc5322Date(new Date('2026-01-05T23:59:09Z'))).toBe('Mon, 5 Jan 2026 23:59:09 +0000');
  });
});
