import { ApiError } from '@kurumatabi/contract/client';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { notifyRateLimited, rateLimitMessages, rateLimitRetryDelay, rateLimitWaitSeconds, retryAfterRateLimit } from './rate-limit';

// Spies on the one toast object every module shares (test files share modules: isolate: false).
const toastMock = {} as { warning: ReturnType<typeof vi.fn>; update: ReturnType<typeof vi.fn>; isActive: ReturnType<typeof vi.fn> };
beforeEach(() => {
  toastMock.warning = vi.spyOn(toast, 'warning').mockImplementation(() => 'rate-limited') as never;
  toastMock.update = vi.spyOn(toast, 'update').mockImplementation(() => {}) as never;
  toastMock.isActive = vi.spyOn(toast, 'isActive').mockReturnValue(false) as never;
});

const rateLimited = (seconds?: number) => new ApiError('RATE_LIMITED', 'リクエストが多すぎます。', 429, undefined, seconds);

afterEach(() => vi.restoreAllMocks());

describe('a 429 in the web app (ADR 0017)', () => {
  it('waits as long as the API says, within reason', () => {
    expect(rateLimitWaitSeconds(rateLimited(12))).toBe(12);
    expect(rateLimitWaitSeconds(rateLimited())).toBe(5);
    expect(rateLimitWaitSeconds(rateLimited(3600))).toBe(60);
    expect(rateLimitRetryDelay(0, rateLimited(2))).toBe(2000);
  });

  it('retries only a 429, a few times, and nothing else (spec §9)', () => {
    expect(retryAfterRateLimit(0, rateLimited(1))).toBe(true);
    expect(retryAfterRateLimit(3, rateLimited(1))).toBe(false);
    expect(retryAfterRateLimit(0, new ApiError('INTERNAL', 'x', 500))).toBe(false);
    expect(retryAfterRateLimit(0, new Error('x'))).toBe(false);
  });

  it('shows one Japanese toast saying how long to wait, updated rather than stacked', () => {
    notifyRateLimited(rateLimited(20));
    expect(toastMock.warning).toHaveBeenCalledWith(rateLimitMessages.waitSeconds(20), expect.objectContaining({ toastId: 'rate-limited' }));
    expect(rateLimitMessages.waitSeconds(20)).toMatch(/20秒ほど待って/);
    toastMock.isActive.mockReturnValue(true);
    notifyRateLimited(rateLimited(19));
    expect(toastMock.warning).toHaveBeenCalledTimes(1);
    expect(toastMock.update).toHaveBeenCalledWith('rate-limited', { render: rateLimitMessages.waitSeconds(19) });
  });

  it('lets a query that met a 429 ask again after the delay and show its data', async () => {
    const client = createQueryClient();
    let calls = 0;
    const data = await client.fetchQuery({
      queryKey: ['rate-limited-once'],
      queryFn: async () => {
        calls += 1;
        if (calls === 1) throw rateLimited(1);
        return 'ok';
      },
    });
    expect(data).toBe('ok');
    expect(calls).toBe(2);
  });

  it('does not retry a mutation behind the person’s back', async () => {
    const client = createQueryClient();
    let calls = 0;
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        calls += 1;
        throw rateLimited(1);
      },
    });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(calls).toBe(1);
  });
});
