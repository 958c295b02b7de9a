import { describe, expect, it } from 'vitest';
import { canonicalSearchQuery, escapeHtml, excerpt, jsonForScript } from './page-head.js';
import { matchPage } from './page-routes.js';

const ID = '0b8f4c2e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';

describe('the page of a path, from the page declaration (ADR 0053)', () => {
  it('sorts pages into public, private and not found', () => {
    expect(matchPage('/')).toEqual({ kind: 'home' });
    expect(matchPage(`/car/${ID}`)).toEqual({ kind: 'car', id: ID });
    expect(matchPage(`/spot/${ID.toUpperCase()}/`)).toEqual({ kind: 'spot', id: ID });
    expect(matchPage(`/car/${ID}/reserve`)).toEqual({ kind: 'private' });
    expect(matchPage(`/reviews/${ID.toUpperCase()}`)).toEqual({ kind: 'review', id: ID });
    expect(matchPage('/mypage/favorites')).toEqual({ kind: 'private' });
    expect(matchPage('/car/12')).toEqual({ kind: 'notFound' });
    expect(matchPage('/no/such/page')).toEqual({ kind: 'notFound' });
  });

  it('knows the content pages by their slugs (issue 15), and a name that is no slug is not found', () => {
    expect(matchPage('/articles')).toEqual({ kind: 'content', page: { kind: 'articles' } });
    expect(matchPage('/articles/category/shachuhaku-basics')).toEqual({
      kind: 'content',
      page: { kind: 'articleCategory', slug: 'shachuhaku-basics' },
    });
    expect(matchPage('/articles/tag/rv-park/')).toEqual({ kind: 'content', page: { kind: 'articleTag', slug: 'rv-park' } });
    expect(matchPage('/articles/search')).toEqual({ kind: 'content', page: { kind: 'articleSearch' } });
    expect(matchPage('/article/winter-shachuhaku')).toEqual({ kind: 'content', page: { kind: 'article', slug: 'winter-shachuhaku' } });
    expect(matchPage('/news/2026-winter-campaign')).toEqual({ kind: 'content', page: { kind: 'newsItem', slug: '2026-winter-campaign' } });
    expect(matchPage('/interview')).toEqual({ kind: 'content', page: { kind: 'interviews' } });
    expect(matchPage('/interview/sato-hiace')).toEqual({ kind: 'content', page: { kind: 'interview', slug: 'sato-hiace' } });
    expect(matchPage('/share')).toEqual({ kind: 'content', page: { kind: 'share' } });
    for (const path of [
      '/article/Winter',
      '/article/a--b',
      '/article/-a',
      '/news/%E8%BB%8A',
      '/articles/category/',
      '/article/a/b',
      `/article/${'a'.repeat(81)}`,
    ]) {
      expect(matchPage(path).kind, path).toBe('notFound');
    }
  });
});

describe('head helpers', () => {
  it('escapes text and keeps JSON-LD from closing its script', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const json = jsonForScript({ text: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' });
  });

  it('cuts an excerpt at a character, on one line', () => {
    expect(excerpt('あいう\nえお', 10)).toBe('あいう えお');
    expect(excerpt('🚐'.repeat(5), 3)).toBe('🚐🚐…');
  });

  it("writes a search's filters in the web's order, one value a key", () => {
    const query = canonicalSearchQuery(
      new URLSearchParams('page=2&q=海&region=Kanto&prefecture=Tokyo&sleeping=2&from=2027-01-02&to=2027-01-03'),
      'rv',
    );
    expect(query).toBe('prefecture=Tokyo&from=2027-01-02&to=2027-01-03&sleeping=2&q=%E6%B5%B7&page=2');
    expect(canonicalSearchQuery(new URLSearchParams('prefecture=Atlantis&sort=newest'), 'spot')).toBe('sort=newest');
  });
});
