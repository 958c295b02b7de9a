import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination, paginationItems, type PaginationProps } from './pagination';

afterEach(cleanup);

describe('paginationItems', () => {
  it('keeps the first, the last and the neighbours of the current page, with gaps', () => {
    expect(paginationItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(paginationItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(paginationItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(paginationItems(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('never hides a single page behind a gap', () => {
    for (let page = 1; page <= 12; page += 1) {
      const items = paginationItems(page, 12);
      items.forEach((item, i) => {
        if (item !== 'gap') return;
        const before = items[i - 1] as number;
        const after = items[i + 1] as number;
        expect(after - before).toBeGreaterThan(2);
      });
    }
  });
});

describe('Pagination', () => {
  const hrefFor = (page: number) => `/cars?prefecture=Nagano&page=${page}`;
  const renderAt = (props: Partial<PaginationProps> & { page: number; totalPages: number }) =>
    render(
      <MemoryRouter>
        <Pagination hrefFor={hrefFor} {...props} />
      </MemoryRouter>,
    );

  it('links every page with the filters kept, and marks the current one', () => {
    renderAt({ page: 5, totalPages: 20, variant: 'full' });
    const nav = screen.getByRole('navigation', { name: 'ページ送り' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['前のページ', '1', '4', '5', '6', '20', '次のページ']);
    expect(screen.getByRole('link', { name: '5ページ目' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '4ページ目' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: '20ページ目' }).getAttribute('href')).toBe('/cars?prefecture=Nagano&page=20');
    expect(screen.getByRole('link', { name: '前のページ' }).getAttribute('href')).toBe('/cars?prefecture=Nagano&page=4');
    expect(screen.getByRole('link', { name: '次のページ' }).getAttribute('href')).toBe('/cars?prefecture=Nagano&page=6');
    expect(nav.textContent).toContain('…');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    renderAt({ page: 1, totalPages: 3, variant: 'full' });
    expect(screen.queryByRole('link', { name: '前のページ' })).toBeNull();
    expect(screen.getByText('前のページ').closest('[aria-disabled]')).toBeTruthy();
    cleanup();
    renderAt({ page: 3, totalPages: 3, variant: 'full' });
    expect(screen.queryByRole('link', { name: '次のページ' })).toBeNull();
    expect(screen.getByRole('link', { name: '前のページ' })).toBeTruthy();
  });

  it('is compact on phones: 前のページ, where you are, 次のページ', () => {
    renderAt({ page: 2, totalPages: 9, variant: 'compact' });
    expect(screen.getByText('2 / 9ページ')).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/cars?prefecture=Nagano&page=1',
      '/cars?prefecture=Nagano&page=3',
    ]);
  });

  it('renders both layouts by default, each hidden at the other breakpoint', () => {
    renderAt({ page: 2, totalPages: 9 });
    expect(screen.getByRole('list').className).toContain('max-sm:hidden');
    expect(screen.getByText('2 / 9ページ').parentElement?.className).toContain('sm:hidden');
  });

  it('renders nothing for a single page', () => {
    const { container } = renderAt({ page: 1, totalPages: 1 });
    expect(container.innerHTML).toBe('');
  });
});
