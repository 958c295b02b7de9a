import { describe, expect, it } from 'vitest';
import { unreadListPath } from './unread-messages-link';

const totals = (asGuest: number, car: number, spot: number) => ({
  total: asGuest + car + spot,
  asGuest,
  asHost: car + spot,
  byTargetKind: { Car: car, Spot: spot },
  threads: 1,
});

describe('unreadListPath', () => {
  it('leads to the list that holds unread messages, the guest’s first', () => {
    expect(unreadListPath(totals(1, 2, 3))).toBe('/mypage/inquiries');
    expect(unreadListPath(totals(0, 2, 3))).toBe('/mypage/cars/inquiries');
    expect(unreadListPath(totals(0, 0, 3))).toBe('/mypage/spots/inquiries');
    expect(unreadListPath(totals(0, 0, 0))).toBe('/mypage/inquiries');
    expect(unreadListPath(undefined)).toBe('/mypage/inquiries');
  });
});
