import { describe, expect, it } from 'vitest';
import { randomKey, SubmissionKeys } from './submission-key';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('SubmissionKeys', () => {
  it('reuses the key while the same body is sent again (a retry)', () => {
    const keys = new SubmissionKeys(counter());
    const body = { carId: 'c1', startDate: '2026-12-01', endDate: '2026-12-03', options: [] };
    expect(keys.keyFor(body)).toBe('key-1');
    expect(keys.keyFor({ ...body })).toBe('key-1');
  });

  it('makes a new key as soon as the body changes, and after forget()', () => {
    const keys = new SubmissionKeys(counter());
    const body = { carId: 'c1', startDate: '2026-12-01', endDate: '2026-12-03' };
    expect(keys.keyFor(body)).toBe('key-1');
    expect(keys.keyFor({ ...body, endDate: '2026-12-04' })).toBe('key-2');
    // Back to the first body: a new submission, not the first one's retry.
    expect(keys.keyFor(body)).toBe('key-3');
    keys.forget();
    expect(keys.keyFor(body)).toBe('key-4');
  });
});

describe('randomKey', () => {
  it('is within the API’s 1–128 visible characters and differs each time', () => {
    const [a, b] = [randomKey(), randomKey()];
    expect(a).toMatch(/^[\x21-\x7e]{1,128}$/);
    expect(a).not.toBe(b);
  });
});
