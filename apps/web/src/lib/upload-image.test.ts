import type { Image } from '@kurumatabi/contract';
import { describe, expect, it } from 'vitest';
import { signedUrlRefreshDelay, signedUrlsExpired } from './upload-image';

const now = Date.parse('2026-11-23T10:00:00.000Z');
const image = (urlsExpireAt: string | null): Image => ({
  id: '00000000-0000-4000-8000-000000000001',
  visibility: urlsExpireAt ? 'Private' : 'Public',
  width: 800,
  height: 600,
  variants: [],
  urlsExpireAt,
  createdAt: '2026-11-23T09:00:00.000Z',
});

describe('signedUrlRefreshDelay', () => {
  it('refreshes 30 seconds before the first signed URL expires', () => {
    expect(signedUrlRefreshDelay([image('2026-11-23T10:05:00.000Z'), image('2026-11-23T10:04:00.000Z')], now)).toBe(210_000);
  });

  it('waits at least 10 seconds when an expiry is close or past', () => {
    expect(signedUrlRefreshDelay([image('2026-11-23T10:00:20.000Z')], now)).toBe(10_000);
    expect(signedUrlRefreshDelay([image('2026-11-23T09:00:00.000Z')], now)).toBe(10_000);
  });

  it('does not poll for public images or no image', () => {
    expect(signedUrlRefreshDelay([image(null), null, undefined], now)).toBe(false);
    expect(signedUrlRefreshDelay([], now)).toBe(false);
  });
});

describe('signedUrlsExpired', () => {
  it('is true once the URLs are within 30 seconds of expiring, never for public images', () => {
    expect(signedUrlsExpired(image('2026-11-23T10:00:20.000Z'), now)).toBe(true);
    expect(signedUrlsExpired(image('2026-11-23T09:59:00.000Z'), now)).toBe(true);
    expect(signedUrlsExpired(image('2026-11-23T10:04:00.000Z'), now)).toBe(false);
    expect(signedUrlsExpired(image(null), now)).toBe(false);
    expect(signedUrlsExpired(null, now)).toBe(false);
  });
});
