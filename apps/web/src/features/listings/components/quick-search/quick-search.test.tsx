import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { QuickSearch } from './quick-search';

afterEach(cleanup);

function renderSearch() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <QuickSearch /> },
      { path: '*', element: <p>search page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('QuickSearch', () => {
  it('opens the chosen search with what is in its fields', () => {
    const router = renderSearch();
    fireEvent.change(screen.getByLabelText('探すもの'), { target: { value: 'spot' } });
    fireEvent.change(screen.getByLabelText('エリア'), { target: { value: 'Chubu' } });
    fireEvent.change(screen.getByLabelText('人数'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '検索する' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/search-spot?region=Chubu&people=2');
  });

  it('searches with values the page received before React handled any event (typed while hydrating)', () => {
    const router = renderSearch();
    // Written into the DOM directly, as a browser does when the reader types before hydration ends: React saw no change.
    (screen.getByLabelText('利用開始日') as HTMLInputElement).value = '2026-12-22';
    (screen.getByLabelText('利用終了日') as HTMLInputElement).value = '2026-12-24';
    (screen.getByLabelText('人数') as HTMLInputElement).value = '3';
    fireEvent.click(screen.getByRole('button', { name: '検索する' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/search-rv?from=2026-12-22&to=2026-12-24&people=3');
  });

  it('keeps the end date from starting before the start date', () => {
    renderSearch();
    fireEvent.change(screen.getByLabelText('利用開始日'), { target: { value: '2026-12-22' } });
    expect(screen.getByLabelText('利用終了日').getAttribute('min')).toBe('2026-12-22');
  });
});
