import type { CurrentUser } from '@kurumatabi/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session';
import { currentUserQuery } from './current-user';
import { usePaymentMethods } from './payment-methods';

const user: CurrentUser = {
  id: '22222222-2222-4222-8222-222222222222',
  name: '予約 花子',
  email: 'guest@example.test',
  roles: { carOwner: false, facilityProvider: false, operator: false },
  createdAt: '2026-01-01T00:00:00+09:00',
  account: { kind: 'Individual', companyName: null, department: null, billingContactName: null },
  invoiceRegistration: null,
};

beforeAll(() => {
  sessionStore.signedIn({ user, hasPassword: true, linkedIdentityProviders: [] });
});
afterAll(() => sessionStore.signedOut());
afterEach(cleanup);

function methodsOf(profile: CurrentUser | null) {
  const client = createQueryClient();
  if (profile) client.setQueryData(currentUserQuery.queryKey, profile);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => usePaymentMethods(), { wrapper }).result.current;
}

describe('usePaymentMethods', () => {
  it('offers 請求書払い to a 法人 account only, card to everyone (and card only until the profile is read)', () => {
    expect(methodsOf(user)).toEqual(['CreditCard']);
    expect(
      methodsOf({
        ...user,
        account: { kind: 'Corporate', companyName: '株式会社みちのくトラベル', department: null, billingContactName: null },
      }),
    ).toEqual(['CreditCard', 'Invoice']);
    expect(methodsOf(null)).toEqual(['CreditCard']);
  });
});
