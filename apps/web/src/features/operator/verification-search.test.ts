import { describe, expect, it } from 'vitest';
import { pageFromSearch, statusFromSearch } from './verification-search';

describe('statusFromSearch', () => {
  it('reads a known status and falls back to 審査待ち', () => {
    expect(statusFromSearch(new URLSearchParams('status=Rejected'))).toBe('Rejected');
    expect(statusFromSearch(new URLSearchParams(''))).toBe('VerificationRequest');
    expect(statusFromSearch(new URLSearchParams('status=rejected'))).toBe('VerificationRequest');
  });
});

describe('pageFromSearch', () => {
  it('reads a positive whole page and falls back to 1', () => {
    expect(pageFromSearch(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=999999']) {
      expect(pageFromSearch(new URLSearchParams(bad))).toBe(1);
    }
  });
});
