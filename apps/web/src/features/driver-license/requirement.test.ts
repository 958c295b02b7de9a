import type { DriverLicense } from '@kurumatabi/contract';
import { describe, expect, it } from 'vitest';
import { licenceDayLabel, licencePageHref, licenceRequirementOf, returnsToReserveForm, safeReturnTo } from './requirement';

const licence: DriverLicense = {
  id: '0b5e6a3c-8f0e-4c7e-9a51-3f1a2b4c5d6e',
  number: '********9012',
  numberMasked: true,
  color: 'Gold',
  expiresOn: '2027-03-09',
  frontImage: null,
  backImage: null,
  status: 'Verified',
  rejectionReason: null,
  submittedAt: '2026-11-20T09:00:00.000Z',
  decidedAt: '2026-11-21T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
};
const today = '2026-12-01';

describe('licenceRequirementOf', () => {
  it('reads each state as create-car-reserve does: only a verified licence counts', () => {
    expect(licenceRequirementOf(null, null, today)).toEqual({ kind: 'none' });
    expect(licenceRequirementOf({ ...licence, status: 'Registered' }, null, today)).toEqual({ kind: 'notRequested' });
    expect(licenceRequirementOf({ ...licence, status: 'VerificationRequest' }, '2026-12-05', today)).toEqual({ kind: 'underVerification' });
    expect(licenceRequirementOf({ ...licence, status: 'Rejected', rejectionReason: '写真がぼやけています' }, null, today)).toEqual({
      kind: 'rejected',
      reason: '写真がぼやけています',
    });
    expect(licenceRequirementOf(licence, '2026-12-05', today)).toEqual({ kind: 'met' });
  });

  it('holds the expiry to the return day: valid through its own day, not one day past it', () => {
    expect(licenceRequirementOf(licence, '2027-03-09', today)).toEqual({ kind: 'met' });
    expect(licenceRequirementOf(licence, '2027-03-10', today)).toEqual({ kind: 'expiresBeforeReturn', expiresOn: '2027-03-09' });
    // No return day chosen yet: valid today is enough for now.
    expect(licenceRequirementOf(licence, null, '2027-03-09')).toEqual({ kind: 'met' });
    expect(licenceRequirementOf(licence, null, '2027-03-10')).toEqual({ kind: 'expired', expiresOn: '2027-03-09' });
  });
});

describe('the way to the licence page and back', () => {
  it('carries the current path and query, encoded', () => {
    expect(licencePageHref('/car/abc/reserve?from=2026-12-05&to=2026-12-07&people=2')).toBe(
      '/mypage/driving-license?returnTo=%2Fcar%2Fabc%2Freserve%3Ffrom%3D2026-12-05%26to%3D2026-12-07%26people%3D2',
    );
    const back = new URLSearchParams(licencePageHref('/car/abc?x=1').split('?')[1]).get('returnTo');
    expect(safeReturnTo(back)).toBe('/car/abc?x=1');
  });

  it('follows only a path of this site, never another origin or the licence page itself', () => {
    expect(safeReturnTo('/car/abc/reserve?from=2026-12-05&to=2026-12-07')).toBe('/car/abc/reserve?from=2026-12-05&to=2026-12-07');
    for (const bad of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/car',
      '/\\evil.example',
      'javascript:alert(1)',
      'car/abc',
      '/car\n/abc',
      '/mypage/driving-license',
      '/mypage/driving-license?returnTo=/car/abc',
    ]) {
      expect(safeReturnTo(bad), String(bad)).toBeNull();
    }
  });

  it('names the reservation form when it is the way back', () => {
    expect(returnsToReserveForm('/car/abc/reserve')).toBe(true);
    expect(returnsToReserveForm('/car/abc/reserve?from=2026-12-05&to=2026-12-07')).toBe(true);
    expect(returnsToReserveForm('/car/abc')).toBe(false);
    expect(returnsToReserveForm('/car/abc/reserves')).toBe(false);
  });

  it('writes the expiry as the licence prints it', () => {
    expect(licenceDayLabel('2027-03-09')).toBe('2027年3月9日');
    expect(licenceDayLabel('2030-12-31')).toBe('2030年12月31日');
  });
});
