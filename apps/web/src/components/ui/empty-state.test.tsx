import { cleanup, render, screen } from '@testing-library/react';
import { SearchX } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';
import { EmptyState } from './empty-state';

afterEach(cleanup);

describe('EmptyState', () => {
  it('says what is empty and what to do next, with an action', () => {
    render(
      <EmptyState
        icon={<SearchX aria-hidden />}
        title="条件に合う車両が見つかりませんでした"
        message="エリアや日程を変えて、もう一度検索してください。"
        action={<Button>条件をクリア</Button>}
        titleAs="h2"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: '条件に合う車両が見つかりませんでした' })).toBeTruthy();
    expect(screen.getByText('エリアや日程を変えて、もう一度検索してください。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '条件をクリア' })).toBeTruthy();
    expect(document.querySelector('svg.lucide-search-x')).toBeTruthy();
  });

  it('is a plain paragraph title by default, without the optional parts', () => {
    const { container } = render(<EmptyState title="お気に入りはまだありません" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('お気に入りはまだありません');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
