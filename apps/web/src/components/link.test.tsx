import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { GetForm } from './get-form';
import { Link, NavLink } from './link';

afterEach(cleanup);

function at(path: string, element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/cars', element },
      { path: '/cars/new', element },
      { path: '/search', element: <p>検索結果</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('leads to its path in the app on a plain press, and leaves a press with a modifier to the browser', () => {
    const router = at('/', <Link to="/cars?page=2">車の一覧</Link>);
    const link = screen.getByRole('link', { name: '車の一覧' });
    expect(link.getAttribute('href')).toBe('/cars?page=2');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(router.state.location.pathname).toBe('/');
    fireEvent.click(link);
    expect(router.state.location.pathname + router.state.location.search).toBe('/cars?page=2');
  });

  it('keeps an address with a scheme as it is and never routes it', () => {
    const router = at('/', <Link to="https://example.com/terms">外部</Link>);
    const link = screen.getByRole('link', { name: '外部' });
    expect(link.getAttribute('href')).toBe('https://example.com/terms');
    fireEvent.click(link, { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('NavLink', () => {
  const links = (
    <>
      <NavLink to="/cars" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        車
      </NavLink>
      <NavLink to="/cars" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
        車だけ
      </NavLink>
      <NavLink to="/">ホーム</NavLink>
    </>
  );

  it('marks the link to the current page, and to a page above it unless `end`', () => {
    at('/cars/new', links);
    expect(screen.getByRole('link', { name: '車' }).className).toBe('on');
    expect(screen.getByRole('link', { name: '車' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '車だけ' }).className).toBe('off');
    expect(screen.getByRole('link', { name: '車だけ' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'ホーム' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks both on the exact path', () => {
    at('/cars', links);
    expect(screen.getByRole('link', { name: '車だけ' }).className).toBe('on');
  });
});

describe('GetForm', () => {
  it('navigates to its action with its fields as the query string', () => {
    const router = at(
      '/',
      <GetForm action="/search" role="search">
        <input name="q" aria-label="キーワード" defaultValue="車中泊" />
        <button type="submit">検索</button>
      </GetForm>,
    );
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('車中泊');
  });
});
