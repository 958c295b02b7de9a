import type { AuditEntry } from '@kurumatabi/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditEntryList, targetHref, targetLabel } from './audit-entry-list';

afterEach(cleanup);

const reserveId = '0b5e6a3c-8f0e-4c7e-9a51-3f1a2b4c5d6e';
const entry = (patch: Partial<AuditEntry>): AuditEntry => ({
  id: '9b5e6a3c-8f0e-4c7e-9a51-3f1a2b4c5d6e',
  operator: { id: '33333333-3333-4333-8333-333333333333', name: '審査 担当' },
  action: 'reserve.cancel',
  targetKind: 'reserve',
  targetId: reserveId,
  target: { name: '0B5E6A3C・ハイエース キャンパー 信州号', deleted: false },
  reason: 'ホストと連絡が取れないため。',
  details: {},
  at: '2026-11-23T09:00:00.000Z',
  ...patch,
});

describe('the audit log’s targets', () => {
  it('names the target with its kind and links to its staff page, the id beside it', () => {
    const router = createMemoryRouter([{ path: '*', element: <AuditEntryList entries={[entry({})]} /> }]);
    render(<RouterProvider router={router} />);
    const row = screen.getByRole('article');
    const link = within(row).getByRole('link', { name: '予約: 0B5E6A3C・ハイエース キャンパー 信州号' });
    expect(link.getAttribute('href')).toBe(`/operator/reserves/${reserveId}`);
    expect(row.textContent).toContain(`ID: ${reserveId}`);
    expect(within(row).getByRole('link', { name: '担当: 審査 担当' })).toBeTruthy();
  });

  it('says 削除された項目 without a link for a target deleted since, and the kind alone for a nameless one', () => {
    const gone = entry({ targetKind: 'car', target: { name: null, deleted: true } });
    expect([targetLabel(gone), targetHref(gone)]).toEqual(['削除された項目', null]);
    const mail = entry({ targetKind: 'mail', target: { name: null, deleted: false } });
    expect([targetLabel(mail), targetHref(mail)]).toEqual(['メール', '/operator/mails']);
    const coupon = entry({ targetKind: 'coupon', target: { name: 'SPRING10', deleted: false } });
    expect([targetLabel(coupon), targetHref(coupon)]).toEqual(['クーポン: SPRING10', '/operator/coupons']);
  });

  it('links a listing change to its listing', () => {
    const change = entry({
      targetKind: 'listingRevision',
      target: { name: 'N-BOX 車中泊仕様', deleted: false },
      details: { listingKind: 'car', listingId: '11111111-1111-4111-8111-111111111111' },
    });
    expect([targetLabel(change), targetHref(change)]).toEqual([
      '掲載変更: N-BOX 車中泊仕様',
      '/operator/cars/11111111-1111-4111-8111-111111111111',
    ]);
  });
});
