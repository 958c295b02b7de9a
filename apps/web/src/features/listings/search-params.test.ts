import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  carSearchInput,
  emptyFilters,
  MAX_PAGE,
  parseSearch,
  placeFromValue,
  placeValue,
  searchHref,
  serializeSearch,
  spotSearchInput,
  totalPages,
  type SearchFilters,
} from './search-params';
import { contextQuery, listingContextOf, parseListingContext, placeSearchHref, withContext } from './listing-links';

const today = '2026-11-23';
const parse = (query: string, target: 'rv' | 'rental' | 'spot' = 'rv') => parseSearch(new URLSearchParams(query), target, today);

describe('parseSearch', () => {
  it('reads every filter of a car search', () => {
    expect(
      parse(
        'prefecture=Nagano&from=2026-12-01&to=2026-12-03&people=4&sleeping=2&min=5000&max=20000&kinds=bancon,kei-camper&facilities=ff-heater&q=ハイエース&sort=priceAsc&page=3',
      ),
    ).toEqual({
      prefecture: 'Nagano',
      from: '2026-12-01',
      to: '2026-12-03',
      people: 4,
      sleeping: 2,
      priceMin: 5000,
      priceMax: 20000,
      kindIds: ['bancon', 'kei-camper'],
      facilityIds: ['ff-heater'],
      keyword: 'ハイエース',
      sort: 'priceAsc',
      page: 3,
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(emptyFilters);
  });

  it('drops what it cannot use instead of failing', () => {
    expect(parse('prefecture=Atlantis&region=Moon&people=0&sleeping=99&min=-5&max=abc&sort=random&page=0&kinds=Bad Id,ok-id')).toEqual({
      ...emptyFilters,
      kindIds: ['ok-id'],
    });
    expect(parse(`page=${MAX_PAGE + 1}`).page).toBe(1);
    expect(parse(`page=${MAX_PAGE}`).page).toBe(MAX_PAGE);
  });

  it('reads a minimum rating in half stars from 1 to 5, and the rating sort', () => {
    expect(parse('rating=4.5&sort=rating')).toMatchObject({ ratingMin: 4.5, sort: 'rating' });
    expect(parse('rating=3').ratingMin).toBe(3);
    for (const bad of ['0.5', '4.25', '5.5', '6', 'four', '-4', '4.']) expect(parse(`rating=${bad}`).ratingMin).toBeUndefined();
    expect(serializeSearch({ ...emptyFilters, ratingMin: 4, sort: 'rating' }, 'spot')).toBe('rating=4&sort=rating');
    expect(spotSearchInput({ ...emptyFilters, ratingMin: 3.5 })).toMatchObject({ ratingMin: 3.5 });
    expect(activeFilterCount({ ...emptyFilters, ratingMin: 4 })).toBe(1);
  });

  it('keeps a region only when no prefecture is given', () => {
    expect(parse('region=Kanto')).toMatchObject({ region: 'Kanto' });
    expect(parse('region=Kanto&prefecture=Tokyo')).toMatchObject({ prefecture: 'Tokyo' });
    expect(parse('region=Kanto&prefecture=Tokyo').region).toBeUndefined();
  });

  it('takes dates only as a valid pair from today, at most 31 days long', () => {
    expect(parse('from=2026-11-23&to=2026-11-23')).toMatchObject({ from: '2026-11-23', to: '2026-11-23' });
    expect(parse('from=2026-11-22&to=2026-11-24').from).toBeUndefined(); // yesterday
    expect(parse('from=2026-12-05&to=2026-12-01').from).toBeUndefined(); // reversed
    expect(parse('from=2026-12-01').from).toBeUndefined(); // half a pair
    expect(parse('from=2026-02-30&to=2026-03-01').from).toBeUndefined(); // no such day
    expect(parse('from=2026-12-01&to=2026-12-31').to).toBe('2026-12-31'); // 31 days
    expect(parse('from=2026-12-01&to=2027-01-01').to).toBeUndefined(); // 32 days
  });

  it('swaps a price range given the wrong way round', () => {
    expect(parse('min=20000&max=5000')).toMatchObject({ priceMin: 5000, priceMax: 20000 });
  });

  it('reads spot types from `types` and ignores the car-only sleeping filter', () => {
    const filters = parse('types=rv-park&kinds=bancon&sleeping=2', 'spot');
    expect(filters.kindIds).toEqual(['rv-park']);
    expect(filters.sleeping).toBeUndefined();
  });

  it('trims the keyword to five words and 50 characters', () => {
    expect(parse('q=  富士山   湖  ').keyword).toBe('富士山 湖');
    expect(parse('q=a b c d e f g').keyword).toBe('a b c d e');
    expect(parse(`q=${'あ'.repeat(80)}`).keyword).toHaveLength(50);
    expect(parse('q=%20%20').keyword).toBeUndefined();
  });

  it('keeps each master id once, at most twenty', () => {
    const many = Array.from({ length: 30 }, (_, i) => `f${i}`).join(',');
    expect(parse(`facilities=a,a,b`).facilityIds).toEqual(['a', 'b']);
    expect(parse(`facilities=${many}`).facilityIds).toHaveLength(20);
  });
});

describe('serializeSearch', () => {
  it('writes the filters in a stable order, leaving out the defaults', () => {
    const filters: SearchFilters = {
      ...emptyFilters,
      keyword: '温泉',
      kindIds: ['rv-park'],
      prefecture: 'Hokkaido',
      sort: 'newest',
      page: 2,
    };
    expect(serializeSearch(filters, 'spot')).toBe('prefecture=Hokkaido&types=rv-park&q=%E6%B8%A9%E6%B3%89&sort=newest&page=2');
    expect(serializeSearch(emptyFilters, 'rv')).toBe('');
  });

  it('round-trips through parseSearch', () => {
    const query =
      'prefecture=Nagano&from=2026-12-01&to=2026-12-03&people=4&sleeping=2&min=5000&max=20000&kinds=bancon&facilities=ff-heater,sub-battery&q=%E5%AF%8C%E5%A3%AB&sort=priceDesc&page=3';
    expect(serializeSearch(parse(query), 'rv')).toBe(query);
  });

  it('builds the page URL', () => {
    expect(searchHref('rental', emptyFilters)).toBe('/search-rental');
    expect(searchHref('rv', { ...emptyFilters, region: 'Kinki', page: 4 })).toBe('/search-rv?region=Kinki&page=4');
  });
});

describe('API bodies', () => {
  it('turns the filters into list-car input with the service type and the page offset', () => {
    const filters = parse('region=Tohoku&people=2&kinds=bancon&sort=priceAsc&page=3', 'rental');
    expect(carSearchInput('rental', filters)).toEqual({
      serviceType: 'RentalCar',
      region: 'Tohoku',
      people: 2,
      sort: 'priceAsc',
      limit: 20,
      offset: 40,
      carKindIds: ['bancon'],
      facilityIds: [],
    });
  });

  it('turns the filters into list-spot input', () => {
    const filters = parse('prefecture=Okinawa&from=2026-12-01&to=2026-12-02&min=1000&types=rv-park', 'spot');
    expect(spotSearchInput(filters)).toEqual({
      prefecture: 'Okinawa',
      from: '2026-12-01',
      to: '2026-12-02',
      priceMin: 1000,
      sort: 'popular',
      limit: 20,
      offset: 0,
      spotTypeIds: ['rv-park'],
      facilityIds: [],
    });
  });
});

describe('helpers', () => {
  it('counts the filters that narrow the search', () => {
    expect(activeFilterCount(emptyFilters)).toBe(0);
    expect(activeFilterCount(parse('prefecture=Tokyo&min=1000&max=5000&kinds=a,b&sort=newest&page=2'))).toBe(4);
  });

  it('caps the pages at the deepest offset the API serves', () => {
    expect(totalPages(0)).toBe(0);
    expect(totalPages(21)).toBe(2);
    expect(totalPages(1000)).toBe(50);
    expect(totalPages(5000)).toBe(MAX_PAGE);
  });

  it('encodes the place select', () => {
    expect(placeValue({ prefecture: 'Nagano' })).toBe('pref:Nagano');
    expect(placeValue({ region: 'Chubu' })).toBe('region:Chubu');
    expect(placeValue({})).toBe('');
    expect(placeFromValue('pref:Nagano')).toEqual({ prefecture: 'Nagano' });
    expect(placeFromValue('region:Chubu')).toEqual({ region: 'Chubu' });
    expect(placeFromValue('')).toEqual({});
    expect(placeFromValue('pref:Nowhere')).toEqual({});
  });
});

describe('the context a search hands to its listings (ADR 0035)', () => {
  it("takes the search's dates and people, nothing else", () => {
    const filters = parse('prefecture=Nagano&from=2026-12-01&to=2026-12-03&people=4&sleeping=2&sort=priceAsc&page=3');
    expect(listingContextOf(filters)).toEqual({ from: '2026-12-01', to: '2026-12-03', people: 4 });
    expect(withContext('/car/7', listingContextOf(filters))).toBe('/car/7?from=2026-12-01&to=2026-12-03&people=4');
  });
  it('leaves the address alone without a context', () => {
    expect(withContext('/car/7', listingContextOf(parse('prefecture=Nagano')))).toBe('/car/7');
    expect(withContext('/spot/9')).toBe('/spot/9');
    expect(contextQuery({ people: 2 })).toBe('people=2');
  });
  it('reads a listing page the way the search reads it: a bad value is dropped, never an error', () => {
    const read = (query: string) => parseListingContext(new URLSearchParams(query), today);
    expect(read('from=2026-12-01&to=2026-12-03&people=2')).toEqual({ from: '2026-12-01', to: '2026-12-03', people: 2 });
    // Past, reversed, malformed, one date alone; people out of range or not a number.
    expect(read('from=2026-11-01&to=2026-11-03&people=2')).toEqual({ people: 2 });
    expect(read('from=2026-12-05&to=2026-12-03')).toEqual({});
    expect(read('from=2026-13-01&to=2026-13-03')).toEqual({});
    expect(read('from=2026-12-01')).toEqual({});
    expect(read('from=2026-12-01&to=2026-12-03&people=0')).toEqual({ from: '2026-12-01', to: '2026-12-03' });
    expect(read('people=abc')).toEqual({});
    expect(read('people=31')).toEqual({});
  });
});

describe('placeSearchHref', () => {
  it('writes the same link back to a search as searchHref does for its place alone', () => {
    for (const target of ['rv', 'rental', 'spot'] as const) {
      expect(placeSearchHref(target)).toBe(searchHref(target, emptyFilters));
      expect(placeSearchHref(target, 'Nagano')).toBe(searchHref(target, { ...emptyFilters, prefecture: 'Nagano' }));
    }
  });
});
