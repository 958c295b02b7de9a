import { notificationMessages as m } from './messages';

/** The most the badge spells out; beyond it shows `99+` so the bell keeps its size. */
export const BADGE_CAP = 99;

/** The badge's text: nothing when all is read, the count, or `99+`. */
export function unreadBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

/** The bell's accessible name: the exact count (a screen reader has no badge to fit). */
export function bellLabel(count: number): string {
  return unreadBadgeText(count) === null ? m.bell : m.bellWithUnread(Math.floor(count));
}
