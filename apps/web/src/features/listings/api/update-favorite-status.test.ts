import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listingKeys } from './keys';
import type * as UpdateFavoriteStatus from './update-favorite-status';

const callApi = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ callApi }));
vi.mock('react-toastify', () => ({ toast: { error: toastError } }));

// Test files share modules (isolate: false): the module under test is loaded afresh, so that it meets the mocks above.
let toggleFavorite: typeof UpdateFavoriteStatus.toggleFavorite;
beforeAll(async () => {
  vi.resetModules();
  ({ toggleFavorite } = await import('./update-favorite-status'));
});

afterEach(() => vi.clearAllMocks());

const carId = '00000000-0000-4000-8000-00000000000a';

function clientWithCar() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const detailKey = listingKeys.detail('car', 'user', carId);
  const searchKey = listingKeys.search('car', 'user', {});
  client.setQueryData(detailKey, { id: carId, isFavorite: false });
  client.setQueryData(searchKey, { items: [{ id: carId, isFavorite: false }], total: 1 });
  return { client, detailKey, searchKey };
}

describe('toggleFavorite', () => {
  it('marks every cached document of the listing at once, calls the API and marks the favourites stale', async () => {
    const { client, detailKey, searchKey } = clientWithCar();
    client.setQueryData(listingKeys.favoritePage('car', 1), { items: [] });
    let answer: (value: { isFavorite: boolean }) => void = () => {};
    callApi.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const done = toggleFavorite(client, 'car', { id: carId, favorite: true });
    await vi.waitFor(() => expect(callApi).toHaveBeenCalledTimes(1));
    expect(callApi.mock.calls[0]?.[1]).toEqual({ carId, favorite: true });
    expect(client.getQueryData(detailKey)).toEqual({ id: carId, isFavorite: true });
    expect(client.getQueryData<{ items: unknown[] }>(searchKey)?.items).toEqual([{ id: carId, isFavorite: true }]);
    answer({ isFavorite: true });
    await done;
    expect(client.getQueryState(listingKeys.favoritePage('car', 1))?.isInvalidated).toBe(true);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('puts the hearts back and says so when the call fails, and resolves all the same', async () => {
    const { client, detailKey, searchKey } = clientWithCar();
    callApi.mockRejectedValue(new Error('offline'));
    await toggleFavorite(client, 'car', { id: carId, favorite: true });
    expect(client.getQueryData(detailKey)).toEqual({ id: carId, isFavorite: false });
    expect(client.getQueryData<{ items: unknown[] }>(searchKey)?.items).toEqual([{ id: carId, isFavorite: false }]);
    expect(toastError).toHaveBeenCalledTimes(1);
  });
});
