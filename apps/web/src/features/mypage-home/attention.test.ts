import type { DriverLicense } from '@kurumatabi/contract';
import { describe, expect, it } from 'vitest';
import { attentionItems } from './attention';

const guest = { carOwner: false, facilityProvider: false, operator: false };
const owner = { ...guest, carOwner: true };
const provider = { ...guest, facilityProvider: true };

function license(status: DriverLicense['status'], rejectionReason: string | null = null): DriverLicense {
  return { status, rejectionReason } as DriverLicense;
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('attentionItems', () => {
  it('raises nothing while facts are unknown (loading or failed calls)', () => {
    expect(attentionItems({ roles: owner })).toEqual([]);
  });

  it('asks a user without a licence to register one', () => {
    const [item] = attentionItems({ roles: guest, driverLicense: null, unreadCount: 0 });
    expect(item).toMatchObject({ id: 'license', tone: 'warning', to: '/mypage/driving-license', title: '運転免許証を登録しましょう' });
  });

  it('follows the licence through its states, showing the operator’s reason on rejection', () => {
    expect(attentionItems({ roles: guest, driverLicense: license('Registered') })[0]?.title).toBe('運転免許証の審査を申請してください');
    expect(attentionItems({ roles: guest, driverLicense: license('VerificationRequest') })[0]?.tone).toBe('info');
    expect(attentionItems({ roles: guest, driverLicense: license('Rejected', '写真が不鮮明です') })[0]?.body).toBe(
      '理由：写真が不鮮明です',
    );
    expect(attentionItems({ roles: guest, driverLicense: license('Verified'), unreadCount: 0 })).toEqual([]);
  });

  it('counts unread notifications', () => {
    const items = attentionItems({ roles: guest, driverLicense: license('Verified'), unreadCount: 3 });
    expect(items).toEqual([expect.objectContaining({ id: 'unread', title: '未読のお知らせが 3 件あります', to: '/mypage/notifications' })]);
  });

  it('asks an owner for a pickup location and a bank account, a provider for the account only', () => {
    expect(ids(attentionItems({ roles: owner, locationCount: 0, hasBankAccount: false }))).toEqual(['locations', 'bank-account']);
    expect(attentionItems({ roles: owner, locationCount: 0, hasBankAccount: false })[1]?.to).toBe('/mypage/cars/bank-account');
    const forProvider = attentionItems({ roles: provider, locationCount: 0, hasBankAccount: false });
    expect(forProvider).toEqual([expect.objectContaining({ id: 'bank-account', to: '/mypage/spots/bank-account' })]);
    expect(attentionItems({ roles: guest, locationCount: 0, hasBankAccount: false })).toEqual([]);
  });
});
