import { describe, expect, it } from 'vitest';
import { examplePath, matchPageRoute, pageRoutes, sitemapPaths } from './match-page.js';

const ID = '0b8f4c2e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
const pathOf = (pathname: string) => {
  const match = matchPageRoute(pathname);
  return match && 'route' in match ? match.route.path : match;
};

describe('the page declaration (ADR 0053)', () => {
  it('declares each path once, every parameter with its rule', () => {
    const paths = pageRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of pageRoutes) expect(matchPageRoute(examplePath(route)), route.path).toEqual({ route, params: expect.any(Object) });
  });

  it('lists only public pages without parameters in the sitemap', () => {
    expect(sitemapPaths()).toContain('/');
    for (const path of sitemapPaths()) {
      const match = matchPageRoute(path);
      expect(match && 'route' in match && match.route.audience, path).toBe('public');
      expect(path).not.toContain(':');
    }
  });

  it('reads ids whatever their case; a path that is no id is no page', () => {
    expect(matchPageRoute(`/spot/${ID.toUpperCase()}/`)).toMatchObject({
      route: { path: '/spot/:spotId' },
      params: { spotId: ID.toUpperCase() },
    });
    expect(pathOf(`/car/${ID}/reviews`)).toBe('/car/:carId/reviews');
    expect(pathOf('/car/12')).toBeNull();
    expect(pathOf('/car/12/reserve')).toBe('/car/:carId/reserve');
    expect(pathOf(`/reviews/${ID}`)).toBe('/reviews/:reviewId');
  });

  it('knows content items by their slugs, at most 80 characters', () => {
    expect(matchPageRoute('/articles/tag/rv-park/')).toMatchObject({ params: { name: 'rv-park' } });
    expect(pathOf(`/article/${'a'.repeat(80)}`)).toBe('/article/:id');
    for (const path of [
      '/article/Winter',
      '/article/a--b',
      '/article/-a',
      '/news/%E8%BB%8A',
      '/articles/category/',
      '/article/a/b',
      `/article/${'a'.repeat(81)}`,
    ])
      expect(pathOf(path), path).toBeNull();
  });

  it('takes every path under a signed-in area for that area', () => {
    expect(matchPageRoute('/mypage/no-such-screen')).toEqual({ area: 'mypage' });
    expect(matchPageRoute('/operator')).toMatchObject({ route: { path: '/operator', audience: 'private' } });
    expect(matchPageRoute('/mypageant')).toBeNull();
    expect(pathOf('/reserves/r1/return')).toBe('/reserves/:reserveId/return');
    expect(pathOf('/reserves/r1/other')).toBeNull();
  });
});
