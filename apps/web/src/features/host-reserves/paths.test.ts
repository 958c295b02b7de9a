import { describe, expect, it } from 'vitest';
import { hostPaths, reserveTabOf, reserveTabs } from './paths';

describe('the tabs of 予約の管理', () => {
  it('reads ?status= and falls back to すべて', () => {
    expect(reserveTabOf('Request')).toBe('Request');
    expect(reserveTabOf('Canceled')).toBe('Canceled');
    expect(reserveTabOf('AutoCanceled')).toBe('all');
    expect(reserveTabOf('toString')).toBe('all');
    expect(reserveTabOf(null)).toBe('all');
  });

  it('gathers both cancelled states under キャンセル and asks for every state under すべて', () => {
    expect(reserveTabs.Canceled).toEqual(['Canceled', 'AutoCanceled']);
    expect(reserveTabs.all).toEqual([]);
  });

  it('writes the tab into the URL of the list', () => {
    expect(hostPaths('car').reserves('Request')).toBe('/mypage/cars/reserves?status=Request');
    expect(hostPaths('spot').reserves()).toBe('/mypage/spots/reserves');
    expect(hostPaths('spot').calendar('abc')).toBe('/mypage/spots/calendar/abc');
  });
});
