import { describe, expect, it } from 'vitest';
import { pageCountOf, pageHref, pageNumberOf } from './page-number';

describe('list pages', () => {
  it('reads ?page= and falls back to 1', () => {
    expect(pageNumberOf(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=abc', 'page=2.5', 'page=-1', 'page=99999']) {
      expect(pageNumberOf(new URLSearchParams(bad)), bad).toBe(1);
    }
  });

  it('counts pages', () => {
    expect(pageCountOf(0, 12)).toBe(1);
    expect(pageCountOf(12, 12)).toBe(1);
    expect(pageCountOf(13, 12)).toBe(2);
  });

  it('writes page 1 as the bare path and keeps other parameters', () => {
    expect(pageHref('/articles', 1)).toBe('/articles');
    expect(pageHref('/articles', 2)).toBe('/articles?page=2');
    expect(pageHref('/articles/search', 3, { q: '車中泊' })).toBe('/articles/search?q=%E8%BB%8A%E4%B8%AD%E6%B3%8A&page=3');
  });
});
