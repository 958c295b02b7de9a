import { Region } from '@kurumatabi/contract/enums';
import { describe, expect, it } from 'vitest';
import { emptyFilters, parseSearch, searchHref, type SearchTarget } from '../../search-params';
import { quickSearchMessages } from './messages';
import { quickSearchHref } from './quick-search-href';

const today = '2026-12-01';
const empty = { target: 'rv', region: '', from: '', to: '', people: '' };

/** What the search page makes of an address: read with its reader, written with its writer. */
function asTheSearchReadsIt(href: string): string {
  const [path, query = ''] = href.split('?');
  const target = (Object.entries({ '/search-rv': 'rv', '/search-rental': 'rental', '/search-spot': 'spot' }).find(
    ([p]) => p === path,
  )?.[1] ?? 'rv') as SearchTarget;
  return searchHref(target, { ...emptyFilters, ...parseSearch(new URLSearchParams(query), target, today) });
}

describe('quickSearchHref', () => {
  it('opens the chosen search with the region, dates and people as the search page writes them', () => {
    const href = quickSearchHref({ target: 'rv', region: 'Chubu', from: '2026-12-20', to: '2026-12-22', people: '3' });
    expect(href).toBe('/search-rv?region=Chubu&from=2026-12-20&to=2026-12-22&people=3');
    expect(asTheSearchReadsIt(href)).toBe(href);
    expect(quickSearchHref({ ...empty, target: 'spot' })).toBe('/search-spot');
    expect(quickSearchHref({ ...empty, target: 'rental', people: '2' })).toBe('/search-rental?people=2');
  });

  it('leaves out one date of two, a reversed range, no people and an unknown search', () => {
    expect(quickSearchHref({ ...empty, from: '2026-12-20' })).toBe('/search-rv');
    expect(quickSearchHref({ ...empty, from: '2026-12-22', to: '2026-12-20' })).toBe('/search-rv');
    expect(quickSearchHref({ ...empty, people: '0', target: 'nowhere' })).toBe('/search-rv');
  });

  it('writes nothing the search page would not keep but a past day, which it drops itself', () => {
    const past = quickSearchHref({ ...empty, from: '2026-11-01', to: '2026-11-03' });
    expect(asTheSearchReadsIt(past)).toBe('/search-rv');
  });

  it('names the regions as the contract does', () => {
    expect(quickSearchMessages.regions).toEqual(Region.labels);
  });
});
