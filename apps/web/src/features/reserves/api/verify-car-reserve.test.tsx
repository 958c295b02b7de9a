import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session';
import { reserveKeys } from './keys';
import { useVerifyCarReserve, verifyCarReserveQuery, type VerifyCarReserveInput } from './verify-car-reserve';

const input: VerifyCarReserveInput = {
  carId: '11111111-1111-4111-8111-111111111111',
  startDate: '2026-12-05',
  endDate: '2026-12-06',
  options: [],
};
const quote = { days: 2, lines: [], total: 19600 };

beforeAll(() => {
  sessionStore.signedIn({
    user: {
      id: '00000000-0000-4000-8000-000000000003',
      name: '予約 花子',
      email: 'guest@example.test',
      roles: { carOwner: false, facilityProvider: false, operator: false },
      createdAt: '2026-01-01T00:00:00+09:00',
    },
    hasPassword: true,
    linkedIdentityProviders: [],
  });
});
afterAll(() => sessionStore.signedOut());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Quote({ paused }: { paused: boolean }) {
  const verify = useVerifyCarReserve(input, { paused });
  return <p data-testid="total">{verify.data?.total ?? 'none'}</p>;
}

/** The form's quote, already answered once, with fetch watched. */
function renderQuote(paused: boolean) {
  const client = createQueryClient();
  client.setQueryData(verifyCarReserveQuery(input).queryKey, quote);
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(Response.json(quote)));
  const view = render(
    <QueryClientProvider client={client}>
      <Quote paused={paused} />
    </QueryClientProvider>,
  );
  return { client, fetch, view };
}

describe('useVerifyCarReserve', () => {
  it('asks again when the quotes are invalidated while the form is still quoting', async () => {
    const { client, fetch } = renderQuote(false);
    // The quote is asked again each time it is shown (staleTime 0): that first ask settles first.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    await act(async () => {});
    fetch.mockClear();
    await act(() => client.invalidateQueries({ queryKey: reserveKeys.quotes }));
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('once the request is sent, keeps the last quote and asks nothing, even when a booking invalidates the quotes', async () => {
    const { client, fetch } = renderQuote(true);
    await act(async () => {});
    await act(() => client.invalidateQueries({ queryKey: reserveKeys.quotes }));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByTestId('total').textContent).toBe('19600');
  });
});
