import { describe, expect, it } from 'vitest';
import { bellLabel, unreadBadgeText } from './unread-count';

describe('unreadBadgeText', () => {
  it('shows nothing when everything is read', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(-1)).toBeNull();
    expect(unreadBadgeText(Number.NaN)).toBeNull();
  });
  it('spells out counts up to 99', () => {
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(42)).toBe('42');
    expect(unreadBadgeText(99)).toBe('99');
  });
  it('caps larger counts at 99+', () => {
    expect(unreadBadgeText(100)).toBe('99+');
    expect(unreadBadgeText(12345)).toBe('99+');
  });
});

describe('bellLabel', () => {
  it('names the bell, with the exact unread count when there is one', () => {
    expect(bellLabel(0)).toBe('通知');
    expect(bellLabel(3)).toBe('通知（未読 3 件）');
    expect(bellLabel(150)).toBe('通知（未読 150 件）');
  });
});
