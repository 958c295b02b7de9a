import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

const links = (text: string) => linkify(text).filter((s) => s.kind === 'link');

describe('linkify', () => {
  it('cuts a message into text and links that join back into the message', () => {
    const text = '駐車場の地図です https://example.jp/map?id=3#p よろしくお願いします';
    const segments = linkify(text);
    expect(segments).toEqual([
      { kind: 'text', text: '駐車場の地図です ' },
      { kind: 'link', text: 'https://example.jp/map?id=3#p', href: 'https://example.jp/map?id=3#p' },
      { kind: 'text', text: ' よろしくお願いします' },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('ends an address at Japanese text, closing punctuation and an unopened bracket', () => {
    expect(links('詳細はhttps://example.jp/faqです。')[0]?.text).toBe('https://example.jp/faq');
    expect(links('こちら（https://example.jp/a）をご覧ください')[0]?.text).toBe('https://example.jp/a');
    expect(links('see (https://example.jp/a).')[0]?.text).toBe('https://example.jp/a');
    expect(links('https://ja.wikipedia.org/wiki/Foo_(bar), ok')[0]?.text).toBe('https://ja.wikipedia.org/wiki/Foo_(bar)');
    expect(links('http://example.jp/x?y=1!')[0]?.text).toBe('http://example.jp/x?y=1');
  });

  it('finds several addresses, and none in a text without one', () => {
    expect(links('http://a.jp と https://b.jp/c').map((s) => s.href)).toEqual(['http://a.jp', 'https://b.jp/c']);
    expect(linkify('電源は100Vです')).toEqual([{ kind: 'text', text: '電源は100Vです' }]);
    expect(linkify('')).toEqual([]);
  });

  it('leaves every other scheme and an address without a host as text', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'example.jp/map',
      'ftp://example.jp',
      'https://',
      'https://:80',
    ]) {
      expect(links(text)).toEqual([]);
    }
    // An address hidden after a scheme of its own kind is still only the http(s) part.
    expect(links('javascript:https://evil.example/')[0]?.href).toBe('https://evil.example/');
  });

  it('never turns markup into anything but text around the address', () => {
    const segments = linkify('<a href="https://evil.example">x</a>');
    expect(segments.find((s) => s.kind === 'link')?.href).toBe('https://evil.example');
    expect(segments.map((s) => s.text).join('')).toBe('<a href="https://evil.example">x</a>');
  });
});
