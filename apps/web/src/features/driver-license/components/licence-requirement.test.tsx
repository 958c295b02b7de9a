import type { DriverLicense } from '@kurumatabi/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session';
import { licenceStatusQuery } from '../api/licence-status';
import { LicenceRequirement } from './licence-requirement';

const signIn = () =>
  sessionStore.signedIn({
    user: {
      id: '00000000-0000-4000-8000-000000000004',
      name: '免許 確認中',
      email: 'licence@example.test',
      roles: { carOwner: false, facilityProvider: false, operator: false },
      createdAt: '2026-01-01T00:00:00+09:00',
    },
    hasPassword: true,
    linkedIdentityProviders: [],
  });

afterEach(cleanup);
beforeAll(signIn);
afterAll(() => sessionStore.signedOut());

const verified: DriverLicense = {
  id: '0b5e6a3c-8f0e-4c7e-9a51-3f1a2b4c5d6e',
  number: '********9012',
  numberMasked: true,
  color: 'Blue',
  expiresOn: '2099-03-09',
  frontImage: null,
  backImage: null,
  status: 'Verified',
  rejectionReason: null,
  submittedAt: '2026-11-20T09:00:00.000Z',
  decidedAt: '2026-11-21T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
};

const formPath = '/car/11111111-1111-4111-8111-111111111111/reserve?from=2099-03-08&to=2099-03-10';

function renderFor(licence: DriverLicense | null, endDate: string | null) {
  const client = createQueryClient();
  client.setQueryData(licenceStatusQuery.queryKey, { driverLicense: licence });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[formPath]}>
        <LicenceRequirement endDate={endDate} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('LicenceRequirement', () => {
  it('tells a guest without a licence, with the link back to this very form and its dates', async () => {
    renderFor(null, null);
    const link = await screen.findByRole('link', { name: '免許証を登録する' });
    expect(link.getAttribute('href')).toBe(`/mypage/driving-license?returnTo=${encodeURIComponent(formPath)}`);
  });

  it('follows the chosen return day against the expiry', async () => {
    const { rerender } = renderFor(verified, '2099-03-10');
    expect(await screen.findByText('免許証の有効期限（2099年3月9日）が返却日より前です')).toBeTruthy();
    // Days returning on the expiry day itself are fine: the notice goes.
    rerender(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[formPath]}>
          <LicenceRequirement endDate="2099-03-09" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('region', { name: '運転免許証について' })).toBeNull();
  });

  it('gives a visitor (or a page whose session is not known yet) the general line only', () => {
    sessionStore.signedOut();
    try {
      const { container } = renderFor(null, null);
      expect(container.textContent).toBe('車の予約には、運転免許証の登録と運営による確認が必要です。');
    } finally {
      signIn();
    }
  });
});
