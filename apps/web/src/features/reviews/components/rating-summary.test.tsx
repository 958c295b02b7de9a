import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aspectRows, RatingSummaryPanel } from './rating-summary';

afterEach(cleanup);

const rating = {
  average: 4.56,
  count: 9,
  aspects: [
    { aspect: 'cleanliness' as const, average: 4.8 },
    { aspect: 'value' as const, average: 4.11 },
  ],
};

describe('aspectRows', () => {
  it('lists every aspect of the kind in order, with null where nobody rated it', () => {
    expect(aspectRows('Spot', rating).map((row) => [row.label, row.average])).toEqual([
      ['清潔さ', 4.8],
      ['掲載内容の正確さ', null],
      ['設備', null],
      ['アクセス', null],
      ['コストパフォーマンス', 4.11],
    ]);
  });
});

describe('RatingSummaryPanel', () => {
  it('shows the average, the count, the spread of stars and each aspect as a meter', () => {
    render(<RatingSummaryPanel targetKind="Car" rating={rating} starCounts={[0, 0, 1, 2, 6]} />);
    expect(screen.getByRole('img', { name: '5段階中4.6' })).toBeTruthy();
    expect(screen.getByText('9件のレビュー')).toBeTruthy();
    expect(screen.getByRole('list', { name: '評価の分布' }).querySelectorAll('li')[0]?.getAttribute('aria-label')).toBe('星5: 6件');
    const clean = screen.getByRole('meter', { name: '清潔さ' });
    expect(clean.getAttribute('aria-valuenow')).toBe('4.8');
    expect(screen.queryByRole('meter', { name: '受け渡し' })).toBeNull();
    expect(screen.getAllByText('まだ評価がありません')).toHaveLength(3);
  });

  it('says there is no review yet instead of a rating of zero', () => {
    render(<RatingSummaryPanel targetKind="Spot" rating={null} starCounts={[0, 0, 0, 0, 0]} />);
    expect(screen.getByText('まだレビューはありません')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
