import { ApiError } from '@kurumatabi/contract/client';
import { describe, expect, it, vi } from 'vitest';
import { detailState } from './detail-state';

const notFound = new ApiError('CAR_NOT_FOUND', '車両が見つかりません。', 404);

describe('detailState', () => {
  it('is ready with data, loading without', () => {
    expect(detailState({ data: { id: 'a' }, error: null, refetch: vi.fn() }, true)).toEqual({ status: 'ready', data: { id: 'a' } });
    expect(detailState({ data: undefined, error: null, refetch: vi.fn() }, false)).toEqual({ status: 'loading' });
  });

  it('is not found on a 404 once the session is known, and waits before (the owner may be signing in)', () => {
    expect(detailState({ data: undefined, error: notFound, refetch: vi.fn() }, true)).toEqual({ status: 'notFound' });
    expect(detailState({ data: undefined, error: notFound, refetch: vi.fn() }, false)).toEqual({ status: 'loading' });
  });

  it('offers a retry for any other error', () => {
    const refetch = vi.fn();
    const state = detailState({ data: undefined, error: new ApiError('INTERNAL', 'x', 500), refetch }, true);
    expect(state.status).toBe('error');
    if (state.status === 'error') state.retry();
    expect(refetch).toHaveBeenCalled();
  });
});

describe('detailState for the owner', () => {
  it("is incomplete for the owner's draft that has no place or price yet", () => {
    const incomplete = new ApiError('LISTING_INCOMPLETE', '必須の項目', 422);
    expect(detailState({ data: undefined, error: incomplete, refetch: vi.fn() }, true)).toEqual({ status: 'incomplete' });
  });
});
