import { describe, expect, it } from 'vitest';
import { endpoints, isMultipart, rateLimitClasses } from './index.js';

const classOf = (path: string) => endpoints.find((e) => e.path === path)?.rateLimit;

describe('rate-limit classes (ADR 0017)', () => {
  it('gives every endpoint a known class, general unless it declares another', () => {
    for (const e of endpoints) expect(rateLimitClasses).toContain(e.rateLimit);
    expect(classOf('/v1/public/show-car')).toBe('general');
    expect(classOf('/v1/show-current-user')).toBe('general');
  });

  it('puts the calls worth abusing in their own classes', () => {
    expect(classOf('/v1/create-user')).toBe('signUp');
    for (const path of ['/v1/update-email', '/v1/user/deactivate-user', '/v1/make-car-owner', '/v1/make-facility-provider'])
      expect(classOf(path)).toBe('account');
    for (const path of ['/v1/public/list-car', '/v1/user/list-car', '/v1/public/list-spot', '/v1/user/list-spot'])
      expect(classOf(path)).toBe('search');
    for (const path of ['/v1/search-reserves', '/v1/search-reserves-by-period']) expect(classOf(path)).toBe('search');
    for (const path of ['/v1/create-car-reserve', '/v1/create-spot-reserve']) expect(classOf(path)).toBe('reserve');
  });

  it('makes every upload spend from the upload budget, so a new upload cannot forget it', () => {
    const uploads = endpoints.filter(isMultipart);
    expect(uploads.length).toBeGreaterThan(0);
    for (const e of uploads) expect(e.rateLimit, e.path).toBe('upload');
  });
});
