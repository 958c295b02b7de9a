import { describe, expect, it } from 'vitest';
import { Region, allowedPriceUnits, allEnumerations, isPriceUnitAllowed, prefectures, prefecturesOf, regionOf } from './enums.js';

describe('enumerations', () => {
  it('lists the 47 prefectures in JIS order, Hokkaido first and Okinawa last', () => {
    expect(prefectures).toHaveLength(47);
    expect(prefectures.map((p) => p.code)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    expect(prefectures[0]).toMatchObject({ value: 'Hokkaido', label: '北海道', region: 'Hokkaido' });
    expect(prefectures[12]).toMatchObject({ value: 'Tokyo', label: '東京都', region: 'Kanto' });
    expect(prefectures[46]).toMatchObject({ value: 'Okinawa', label: '沖縄県', region: 'Okinawa' });
  });

  it('puts every prefecture in exactly one of the nine regions, and every region has one', () => {
    expect(Region.values).toHaveLength(9);
    const counted = Region.values.reduce((n, region) => n + prefecturesOf(region).length, 0);
    expect(counted).toBe(47);
    for (const region of Region.values) expect(prefecturesOf(region).length).toBeGreaterThan(0);
    expect(regionOf('Osaka')).toBe('Kinki');
    expect(prefecturesOf('Shikoku').map((p) => p.label)).toEqual(['徳島県', '香川県', '愛媛県', '高知県']);
  });

  it('gives every value of every enumeration a Japanese label', () => {
    for (const [name, e] of Object.entries(allEnumerations)) {
      const labels = e.labels as Record<string, string>;
      for (const value of e.values) {
        expect(labels[value], `${name}.${value}`).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      }
      expect(e.schema.safeParse('NoSuchValue').success, name).toBe(false);
    }
  });

  it('lets some price types use only Oneshot or PerDay (spec §3)', () => {
    expect(isPriceUnitAllowed('BaseRate', 'PerDay')).toBe(true);
    expect(isPriceUnitAllowed('BaseRate', 'PerUnit')).toBe(false);
    expect(isPriceUnitAllowed('CleaningFee', 'PerDay')).toBe(false);
    expect(isPriceUnitAllowed('Option', 'PerUnit')).toBe(true);
    for (const units of Object.values(allowedPriceUnits)) expect(units.length).toBeGreaterThan(0);
  });
});
