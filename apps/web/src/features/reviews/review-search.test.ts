import { describe, expect, it } from 'vitest';
import { pageWindow, REVIEW_MAX_PAGE, reviewFiltersFrom, reviewListHref, reviewPageFrom } from './review-search';

describe('reviewFiltersFrom', () => {
  it('reads the kind, the region and the page of the URL', () => {
    expect(reviewFiltersFrom(new URLSearchParams('kind=car&region=Chubu&page=3'))).toEqual({ targetKind: 'Car', region: 'Chubu', page: 3 });
    expect(reviewFiltersFrom(new URLSearchParams('kind=spot'))).toEqual({ targetKind: 'Spot', page: 1 });
  });

  it('drops what it does not know instead of sending it', () => {
    expect(reviewFiltersFrom(new URLSearchParams('kind=boat&region=Atlantis&page=-2'))).toEqual({ page: 1 });
    expect(reviewFiltersFrom(new URLSearchParams('page=1.5'))).toEqual({ page: 1 });
    expect(reviewPageFrom(new URLSearchParams(`page=${REVIEW_MAX_PAGE + 1}`))).toBe(1);
  });
});

describe('reviewListHref', () => {
  it('writes only what is set, so that the first unfiltered page is the bare path', () => {
    expect(reviewListHref('/reviews', { page: 1 })).toBe('/reviews');
    expect(reviewListHref('/review', { targetKind: 'Spot', region: 'Kyushu', page: 2 })).toBe('/review?kind=spot&region=Kyushu&page=2');
  });

  it('round-trips through reviewFiltersFrom', () => {
    const filters = { targetKind: 'Car' as const, region: 'Tohoku' as const, page: 4 };
    const href = reviewListHref('/reviews', filters);
    expect(reviewFiltersFrom(new URLSearchParams(href.split('?')[1]))).toEqual(filters);
  });
});

describe('pageWindow', () => {
  it('asks ten reviews a page, never past the API’s deepest offset', () => {
    expect(pageWindow(1)).toEqual({ limit: 10, offset: 0 });
    expect(pageWindow(3)).toEqual({ limit: 10, offset: 20 });
    expect(pageWindow(REVIEW_MAX_PAGE).offset).toBeLessThanOrEqual(1000);
  });
});
