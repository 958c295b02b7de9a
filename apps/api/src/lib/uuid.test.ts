import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid.js';

describe('isUuid', () => {
  it('accepts the canonical form of any version, in either case', () => {
    expect(isUuid('0b6f3a52-94c1-4d5e-8f7a-2c3d4e5f6a7b')).toBe(true);
    expect(isUuid('0B6F3A52-94C1-4D5E-8F7A-2C3D4E5F6A7B')).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
  });

  it('refuses what PostgreSQL would not cast, or would only cast from another form', () => {
    for (const text of [
      '',
      'x',
      '0b6f3a52-94c1-4d5e-8f7a-2c3d4e5f6a7',
      '0b6f3a52-94c1-4d5e-8f7a-2c3d4e5f6a7bb',
      'g b6f3a52-94c1-4d5e-8f7a-2c3d4e5f6a7b',
    ]) {
      expect(isUuid(text)).toBe(false);
    }
    expect(isUuid('0b6f3a5294c14d5e8f7a2c3d4e5f6a7b')).toBe(false);
    expect(isUuid(' 0b6f3a52-94c1-4d5e-8f7a-2c3d4e5f6a7b')).toBe(false);
    expect(isUuid('0b6f3a52-94c1-4d5e-8f7a-2c3d4e5f6a7b\n')).toBe(false);
  });
});
