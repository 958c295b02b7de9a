import { describe, expect, it } from 'vitest';
import { afterLoginTarget, loginUrlFor, safeRedirectTarget, withoutLoginParams } from './login-redirect';

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
