import { describe, expect, it } from 'vitest';
import { shareLinksOf } from './share-links';

describe('share links', () => {
  it('encodes the address and the title into each service link', () => {
    const links = shareLinksOf('https://kurumatabi.jp/article/a-b?x=1&y=2', '車中泊 & RVパーク');
    expect(links.map((link) => link.service)).toEqual(['x', 'line', 'facebook', 'hatena']);
    const x = new URL(links[0]!.href);
    expect(x.searchParams.get('url')).toBe('https://kurumatabi.jp/article/a-b?x=1&y=2');
    expect(x.searchParams.get('text')).toBe('車中泊 & RVパーク');
    for (const link of links) expect(link.href).not.toContain('&y=2');
  });
});
