import type { Image } from '@kurumatabi/contract';
import { describe, expect, it } from 'vitest';
import { driverLicenseMessages as m } from './messages';
import { driverLicenseFormSchema, maskLicenseNumber, missingPhotos, todayInJapan } from './schema';

// 2026-11-23 00:30 in Japan is still 2026-11-22 in UTC.
const now = new Date('2026-11-22T15:30:00.000Z');
const schema = driverLicenseFormSchema(() => now);
const valid = { number: '1234 5678 9012', color: 'Gold', expiresOn: '2029-06-30', frontImage: null, backImage: null };

function errorsOf(values: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('todayInJapan', () => {
  it('is the calendar day in Japan, not in UTC', () => {
    expect(todayInJapan(now)).toBe('2026-11-23');
    expect(todayInJapan(new Date('2026-11-22T14:59:59.000Z'))).toBe('2026-11-22');
  });
});

describe('driverLicenseFormSchema', () => {
  it('normalises the number (spaces, hyphens, full-width digits)', () => {
    expect(schema.parse(valid).number).toBe('123456789012');
    expect(schema.parse({ ...valid, number: '１２３４-５６７８-９０１２' }).number).toBe('123456789012');
  });

  it('says what is missing on every field, in Japanese', () => {
    expect(errorsOf({ ...valid, number: '', color: '', expiresOn: '' })).toEqual({
      number: m.requiredNumber,
      color: m.requiredColor,
      expiresOn: m.requiredExpiresOn,
    });
  });

  it('refuses a number that is not 12 digits with the contract message', () => {
    expect(errorsOf({ ...valid, number: '12345' })).toEqual({ number: '免許証番号は12桁の数字で入力してください。' });
    expect(errorsOf({ ...valid, number: '12345678901a' }).number).toBeDefined();
  });

  it('accepts a licence that expires today in Japan and refuses one that expired yesterday', () => {
    expect(errorsOf({ ...valid, expiresOn: '2026-11-23' })).toEqual({});
    expect(errorsOf({ ...valid, expiresOn: '2026-11-22' })).toEqual({ expiresOn: m.expiredOn });
  });
});

describe('missingPhotos', () => {
  const photo = { id: '00000000-0000-4000-8000-000000000001' } as Image;
  it('names each missing side', () => {
    expect(missingPhotos({ frontImage: null, backImage: null }).map((p) => p.field)).toEqual(['frontImage', 'backImage']);
    expect(missingPhotos({ frontImage: photo, backImage: null })).toEqual([{ field: 'backImage', message: m.requiredBack }]);
    expect(missingPhotos({ frontImage: photo, backImage: photo })).toEqual([]);
  });
});

describe('maskLicenseNumber', () => {
  it('keeps only the last four digits', () => {
    expect(maskLicenseNumber('123456789012')).toBe('********9012');
  });
});
