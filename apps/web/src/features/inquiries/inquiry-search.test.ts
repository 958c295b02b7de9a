import { describe, expect, it } from 'vitest';
import { inquirySearchFrom, inquirySearchParams, isNarrowed, listPathOf, tabOf, withTab } from './inquiry-search';

const listing = '11111111-1111-4111-8111-111111111111';

describe('the inquiry lists in the URL', () => {
  it('reads every filter and writes it back the same', () => {
    const params = new URLSearchParams(`q=電源&who=山田&state=Closed&unread=1&listing=${listing}&page=3`);
    const search = inquirySearchFrom(params);
    expect(search).toEqual({ text: '電源', counterpart: '山田', state: 'Closed', unreadOnly: true, listingId: listing, page: 3 });
    expect(inquirySearchFrom(inquirySearchParams(search))).toEqual(search);
  });

  it('starts plain and ignores what it does not know (a broken id, a state of its own, a page of zero)', () => {
    const search = inquirySearchFrom(new URLSearchParams('listing=abc&state=Spam&page=0&q=%20%20'));
    expect(search).toEqual({ text: '', counterpart: '', state: undefined, unreadOnly: false, listingId: null, page: 1 });
    expect(inquirySearchParams(search).toString()).toBe('');
    expect(isNarrowed(search)).toBe(false);
  });

  it('cuts words longer than the API takes instead of sending a request bound to fail', () => {
    expect(inquirySearchFrom(new URLSearchParams({ q: 'あ'.repeat(150), who: 'い'.repeat(80) }))).toMatchObject({
      text: 'あ'.repeat(100),
      counterpart: 'い'.repeat(50),
    });
  });

  it('switches tabs keeping the words and going back to the first page', () => {
    const search = inquirySearchFrom(new URLSearchParams('q=ペット&page=4'));
    expect(tabOf(search)).toBe('all');
    const unread = withTab(search, 'unread');
    expect(unread).toMatchObject({ text: 'ペット', unreadOnly: true, state: undefined, page: 1 });
    expect(tabOf(unread)).toBe('unread');
    expect(tabOf(withTab(unread, 'closed'))).toBe('closed');
    expect(withTab(unread, 'open')).toMatchObject({ unreadOnly: false, state: 'Open' });
    expect(isNarrowed(withTab(inquirySearchFrom(new URLSearchParams()), 'open'))).toBe(true);
  });

  it('names the three lists of spec §2', () => {
    expect([listPathOf('guest'), listPathOf('car'), listPathOf('spot')]).toEqual([
      '/mypage/inquiries',
      '/mypage/cars/inquiries',
      '/mypage/spots/inquiries',
    ]);
  });
});
