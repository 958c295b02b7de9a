import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { requireAuth } from '@/app/require-auth';
import { pageRoutes } from '@/app/router';
import {
  afterLoginTarget,
  closeTarget,
  isSignedInOnlyPath,
  loginUrlFor,
  safeRedirectTarget,
  samePath,
  withoutLoginParams,
} from './login-redirect';

describe('loginUrlFor', () => {
  it('sends to the root with login=true and the path and query to come back to', () => {
    expect(loginUrlFor('/mypage')).toBe('/?login=true&loginRedirectTo=%2Fmypage');
    const url = new URL(loginUrlFor('/mypage/reserves?page=2&sort=new'), 'http://x');
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('login')).toBe('true');
    expect(url.searchParams.get('loginRedirectTo')).toBe('/mypage/reserves?page=2&sort=new');
  });
  it('leaves the redirect out for the root itself and for what is not a local path', () => {
    expect(loginUrlFor('/')).toBe('/?login=true');
    expect(loginUrlFor('https://evil.example/')).toBe('/?login=true');
  });
});

describe('safeRedirectTarget', () => {
  it('accepts a path on this site', () => {
    expect(safeRedirectTarget('/mypage?x=1#top')).toBe('/mypage?x=1#top');
  });
  it('refuses other origins and empty values', () => {
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'mypage', '', null, undefined, '/a\nb']) {
      expect(safeRedirectTarget(bad)).toBeNull();
    }
  });
});

describe('after sign-in', () => {
  it('returns to the requested page', () => {
    expect(afterLoginTarget('/', '?login=true&loginRedirectTo=%2Fmypage%3Ftab%3D2')).toBe('/mypage?tab=2');
  });
  it('stays on the current page without the sign-in parameters when nothing was requested', () => {
    expect(afterLoginTarget('/faq', '?login=true&category=Account')).toBe('/faq?category=Account');
    expect(afterLoginTarget('/', '?login=true&loginRedirectTo=%2F%2Fevil.example')).toBe('/');
    expect(withoutLoginParams('/terms', '?login=true')).toBe('/terms');
  });
});

describe('the dialog over a page (ADR 0035)', () => {
  it('opens over the page the visitor is on, with the page to come to once signed in', () => {
    const url = new URL(loginUrlFor('/car/7/reserve?from=2026-12-10&to=2026-12-12', '/car/7?from=2026-12-10&to=2026-12-12'), 'http://x');
    expect(url.pathname).toBe('/car/7');
    expect(url.searchParams.get('from')).toBe('2026-12-10');
    expect(url.searchParams.get('login')).toBe('true');
    expect(url.searchParams.get('loginRedirectTo')).toBe('/car/7/reserve?from=2026-12-10&to=2026-12-12');
  });
  it('leaves the target out when it is the page itself, and never doubles the parameters', () => {
    expect(loginUrlFor('/faq?q=1', '/faq?q=1')).toBe('/faq?q=1&login=true');
    expect(loginUrlFor('/mypage', '/faq?login=true&loginRedirectTo=%2Fold')).toBe('/faq?login=true&loginRedirectTo=%2Fmypage');
  });
  it('falls back to the root for a page that is not a local path', () => {
    expect(loginUrlFor('/mypage', '//evil.example/x')).toBe('/?login=true&loginRedirectTo=%2Fmypage');
  });
});

describe('closeTarget', () => {
  it('stays on the page the dialog was opened over', () => {
    expect(closeTarget('/car/7', '?from=2026-12-10&to=2026-12-12&login=true&loginRedirectTo=%2Fcar%2F7%2Freserve')).toBe(
      '/car/7?from=2026-12-10&to=2026-12-12',
    );
    expect(closeTarget('/', '?login=true')).toBe('/');
  });
  it("at the root (spec §2's shape), goes to a public page asked for, or a reserve form's listing with its dates", () => {
    expect(closeTarget('/', '?login=true&loginRedirectTo=%2Fcar%2F7%3Fask%3D1')).toBe('/car/7?ask=1');
    expect(
      closeTarget('/', `?login=true&loginRedirectTo=${encodeURIComponent('/car/7/reserve?from=2026-12-10&to=2026-12-12&people=2')}`),
    ).toBe('/car/7?from=2026-12-10&to=2026-12-12&people=2');
    expect(closeTarget('/', `?login=true&loginRedirectTo=${encodeURIComponent('/spot/9/reserve?plan=p')}`)).toBe('/spot/9?plan=p');
  });
  it('stays home for another sign-in-only page and for anything that is not a local path', () => {
    expect(closeTarget('/', '?login=true&loginRedirectTo=%2Fmypage%2Freserves')).toBe('/');
    expect(closeTarget('/', '?login=true&loginRedirectTo=%2Freserves%2Fabc%2Freview')).toBe('/');
    expect(closeTarget('/', '?login=true&loginRedirectTo=https%3A%2F%2Fevil.example')).toBe('/');
    expect(closeTarget('/', '?login=true&loginRedirectTo=%2F%2Fevil.example')).toBe('/');
  });
});

describe('isSignedInOnlyPath', () => {
  /** Every path of the route table, its parameters filled in, and whether the sign-in-only group holds it. */
  function pathsOf(routes: RouteObject[], base: string, signedInOnly: boolean): { path: string; signedInOnly: boolean }[] {
    return routes.flatMap((route) => {
      const inGroup = signedInOnly || route.loader === requireAuth;
      const path = route.path === undefined ? base : `${base.replace(/\/$/, '')}/${route.path}`.replace(/:[a-zA-Z]+/g, 'x1');
      const own =
        route.index || (route.path !== undefined && route.path !== '*' && !route.children) ? [{ path, signedInOnly: inGroup }] : [];
      return [...own, ...(route.children ? pathsOf(route.children, path, inGroup) : [])];
    });
  }

  it("agrees with the router's sign-in-only routes, page by page", () => {
    const all = pathsOf(pageRoutes, '/', false);
    expect(all.length).toBeGreaterThan(50);
    for (const { path, signedInOnly } of all) expect([path, isSignedInOnlyPath(path)]).toEqual([path, signedInOnly]);
  });
});

describe('safeRedirectTarget, as a browser reads it', () => {
  it('refuses what a browser would take to another origin', () => {
    expect(safeRedirectTarget('/\t/evil.example')).toBeNull();
    expect(safeRedirectTarget('/%5C%5Cevil.example')).toBe('/%5C%5Cevil.example');
  });
  it('knows a page from another one', () => {
    expect(samePath('/car/7?login=true', '/car/7?ask=1')).toBe(true);
    expect(samePath('/car/7', '/car/7/reserve')).toBe(false);
  });
});
