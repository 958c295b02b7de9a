import { describe, expect, it } from 'vitest';
import { markFavorite } from './mark-favorite';

describe('markFavorite', () => {
  const page = {
    items: [
      { id: 'a', isFavorite: false },
      { id: 'b', isFavorite: true },
    ],
    total: 2,
  };

  it('sets the heart of the matching item of a page', () => {
    const next = markFavorite(page, 'a', true);
    expect(next.items).toEqual([
      { id: 'a', isFavorite: true },
      { id: 'b', isFavorite: true },
    ]);
    expect(next.items[1]).toBe(page.items[1]);
    expect(page.items[0]!.isFavorite).toBe(false);
  });

  it('sets the heart of a detail document', () => {
    expect(markFavorite({ id: 'a', title: 'x', isFavorite: true }, 'a', false)).toEqual({ id: 'a', title: 'x', isFavorite: false });
  });

  it('returns the same object when nothing changes', () => {
    expect(markFavorite(page, 'c', true)).toBe(page);
    expect(markFavorite(page, 'b', true)).toBe(page);
    const detail = { id: 'z', isFavorite: false };
    expect(markFavorite(detail, 'a', true)).toBe(detail);
    expect(markFavorite(undefined, 'a', true)).toBeUndefined();
  });

  it('marks a public document read before signing in (no isFavorite yet)', () => {
    expect(markFavorite({ items: [{ id: 'a' }] }, 'a', true)).toEqual({ items: [{ id: 'a', isFavorite: true }] });
  });
});
