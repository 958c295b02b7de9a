import { describe, expect, it } from 'vitest';
import { auditFilters, ledgerFilters, pageHref, paymentFilters, reserveFilters, searchText, userFilters } from './console-search';

const id = '0b5c2f4e-1a2b-4c3d-8e9f-0123456789ab';

describe('the console searches read the URL into bodies the API accepts', () => {
  it('takes a person field as a user id when it is one, as a name or email fragment otherwise', () => {
    expect(reserveFilters(new URLSearchParams({ guest: id.toUpperCase(), host: ' 山田 ' }))).toEqual({
      guestUserId: id,
      host: '山田',
      limit: 20,
      offset: 0,
    });
  });

  it('drops what the contract would refuse: a reservation number that is not an id, unknown states, bad or reversed dates', () => {
    expect(
      reserveFilters(new URLSearchParams({ reserve: '12345', status: 'Lost', from: '2026-13-45', to: '2026-12-01', page: '3' })),
    ).toEqual({ to: '2026-12-01', limit: 20, offset: 40 });
    expect(reserveFilters(new URLSearchParams({ from: '2026-12-10', to: '2026-12-01' }))).toEqual({
      from: '2026-12-10',
      limit: 20,
      offset: 0,
    });
  });

  it('strips control characters and caps free text at 100 characters', () => {
    expect(searchText('a\u0000b\u001bc')).toBe('abc');
    expect(searchText('x'.repeat(150))).toHaveLength(100);
    expect(searchText('   ')).toBeUndefined();
    expect(userFilters(new URLSearchParams({ q: 'hanako@', role: 'Operator', status: 'Suspended' }))).toEqual({
      keyword: 'hanako@',
      role: 'Operator',
      status: 'Suspended',
      limit: 20,
      offset: 0,
    });
  });

  it('takes an audit action or a group of them, and ids only when they are ids', () => {
    expect(auditFilters(new URLSearchParams({ action: 'user.', operator: id, target: 'nope' }))).toEqual({
      action: 'user.',
      operatorUserId: id,
      limit: 20,
      offset: 0,
    });
    expect(auditFilters(new URLSearchParams({ action: "user.suspend' or 1=1" }))).toEqual({ limit: 20, offset: 0 });
  });

  it('keeps the search in another page’s URL', () => {
    const params = new URLSearchParams({ guest: '山田', page: '2' });
    expect(pageHref('/operator/reserves', params, 3)).toBe('/operator/reserves?guest=%E5%B1%B1%E7%94%B0&page=3');
    expect(pageHref('/operator/reserves', params, 1)).toBe('/operator/reserves?guest=%E5%B1%B1%E7%94%B0');
  });

  it('reads the payment search and the ledger period, dropping what the API would refuse', () => {
    const params = new URLSearchParams({
      reserve: id.toUpperCase(),
      guest: ' 花子 ',
      status: 'Captured',
      method: 'CreditCard',
      attention: '1',
    });
    expect(paymentFilters(params)).toEqual({
      reserveId: id,
      guest: '花子',
      status: 'Captured',
      method: 'CreditCard',
      attention: true,
      limit: 20,
      offset: 0,
    });
    expect(paymentFilters(new URLSearchParams({ reserve: 'abc', status: 'Paid', method: 'Cash', attention: 'yes' }))).toEqual({
      limit: 20,
      offset: 0,
    });
    expect(ledgerFilters(new URLSearchParams({ from: '2026-12-02', to: '2026-12-01' }))).toEqual({ from: '2026-12-02' });
    expect(ledgerFilters(new URLSearchParams())).toEqual({});
  });
});
