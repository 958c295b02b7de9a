import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { starFills, StarRating } from './star-rating';

afterEach(cleanup);

describe('starFills', () => {
  it('fills whole stars up to the value and part of the next one, within 0–5', () => {
    expect(starFills(4.3).map((fill) => Number(fill.toFixed(2)))).toEqual([1, 1, 1, 1, 0.3]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(1)).toEqual([1, 0, 0, 0, 0]);
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('StarRating', () => {
  it('is one image named with the value and the count, and writes them when asked', () => {
    render(<StarRating value={4.25} count={12} showValue />);
    const image = screen.getByRole('img', { name: '5段階中4.3（12件）' });
    expect(image.textContent).toBe('4.3（12件）');
  });

  it('writes nothing beside the stars by default', () => {
    render(<StarRating value={3} />);
    expect(screen.getByRole('img', { name: '5段階中3.0' }).textContent).toBe('');
  });
});
