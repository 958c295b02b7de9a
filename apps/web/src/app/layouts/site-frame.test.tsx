import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

afterEach(cleanup);

beforeEach(() => {
  // A visitor: the identity's check found no session (the header's account controls show the sign-in button).
  sessionStore.signedOut();
});

function renderFrame(path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SiteHeader />
            <main>page</main>
            <SiteFooter />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the way to /share in the site’s frame', () => {
  it('is in the desktop header beside the account’s controls, marked when the share page is open', () => {
    renderFrame('/share');
    const header = screen.getByRole('banner');
    const link = within(header).getByRole('link', { name: '車・スポットを掲載する' });
    expect(link.getAttribute('href')).toBe('/share');
    // Shown from the desktop width on (the phone has the menu), and marked as the current page.
    expect(link.parentElement!.className).toBe('hidden lg:block');
    expect(link.className).toContain('text-gold-bright');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('is in the phone’s menu under the three searches, once', () => {
    renderFrame('/');
    fireEvent.click(screen.getByRole('button', { name: 'メニュー' }));
    const menu = screen.getByRole('navigation', { name: 'メニュー' });
    const links = within(menu).getAllByRole('link', { name: /車・スポットを掲載する/ });
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/share');
    const names = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names.slice(0, 4)).toEqual([
      'カーシェアを探す',
      'レンタカーを探す',
      'スポットを探す',
      '車・スポットを掲載するクルマや場所をシェアして収入に',
    ]);
  });

  it('is in the footer under くるま旅について, and a press opens the share page', () => {
    const router = renderFrame('/faq');
    const footer = screen.getByRole('navigation', { name: 'サイト情報' });
    const column = within(footer).getByRole('heading', { name: 'くるま旅について' }).parentElement!;
    const link = within(column).getByRole('link', { name: '車・スポットを掲載する' });
    expect(link.getAttribute('href')).toBe('/share');
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/share');
  });
});
