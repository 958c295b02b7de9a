import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { MypageLayout } from './mypage-layout';

afterEach(cleanup);

beforeAll(() => {
  // jsdom has no layout: the chip row's scrollIntoView is a no-op here.
  Element.prototype.scrollIntoView = () => {};
  sessionStore.signedIn({
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      name: '佐藤 健一',
      email: 'owner@example.test',
      roles: { carOwner: true, facilityProvider: false, operator: false },
      createdAt: '2026-01-01T00:00:00+09:00',
    },
    hasPassword: true,
    linkedIdentityProviders: [],
  });
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/mypage', Component: MypageLayout, children: [{ path: '*', element: <p>page</p> }] }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  // Two navigations with one name: the side navigation (desktop) first, the chip row (phone) second.
  const [side, chips] = screen.getAllByRole('navigation');
  return { side: side!, chips: chips! };
}

describe('the マイページ navigation', () => {
  it('marks 車両の管理 on a car’s edit form, in the side navigation and in the phone’s chips', () => {
    const { side, chips } = renderAt('/mypage/cars/edit/11111111-1111-4111-8111-111111111111');
    for (const nav of [side, chips]) {
      const link = within(nav).getByRole('link', { name: '車両の管理' });
      expect(link.className).toContain('text-gold-bright');
    }
    expect(within(chips).getByRole('link', { name: '車両の管理' })).toHaveProperty('dataset.aliasCurrent', 'true');
    expect(within(chips).getByRole('link', { name: 'マイページトップ' }).className).not.toContain('text-gold-bright');
  });
});
