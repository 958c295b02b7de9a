import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session';
import type { CarCardView, SpotCardView } from '../api/keys';
import { CarCard, SpotCard } from './listing-card';

afterEach(cleanup);

const photo = {
  id: '00000000-0000-4000-8000-000000000001',
  width: 1600,
  height: 1200,
  variants: [
    { width: 800, height: 600, url: '/images/public/p/800.webp' },
    { width: 320, height: 240, url: '/images/public/p/320.webp' },
  ],
};

const car: CarCardView = {
  id: '11111111-1111-4111-8111-111111111111',
  serviceType: 'CarShare',
  title: 'ハイエース キャンパー 信州号',
  cover: photo,
  place: { region: 'Chubu', prefecture: 'Nagano', city: '松本市' },
  manufacturerName: 'トヨタ',
  modelName: 'ハイエース',
  carKindName: 'バンコン',
  pricePerDay: 12800,
  seats: 6,
  sleepingCapacity: 4,
  rating: null,
};

const spot: SpotCardView = {
  id: '22222222-2222-4222-8222-222222222222',
  spotKind: 'Land',
  spotTypeName: 'RVパーク',
  title: '湖畔のRVパーク',
  cover: null,
  place: { region: 'Hokkaido', prefecture: 'Hokkaido', city: '弟子屈町' },
  priceFrom: 3000,
  priceUnit: 'Oneshot',
  maxPeople: 5,
  rating: { average: 4.56, count: 12 },
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(element: ReactNode, path = '/search-rv?prefecture=Nagano') {
  const router = createMemoryRouter(
    [
      {
        path: '/search-rv',
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('CarCard', () => {
  it('shows the cover with its variants, kind, title, place, capacity and price per day', () => {
    renderAt(<CarCard car={car} />);
    const link = screen.getByRole('link', { name: /ハイエース キャンパー 信州号/ });
    expect(link.getAttribute('href')).toBe(`/car/${car.id}`);
    const image = screen.getByRole('img', { name: car.title }) as HTMLImageElement;
    expect(image.getAttribute('srcset')).toBe('/images/public/p/320.webp 320w, /images/public/p/800.webp 800w');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(link.textContent).toContain('バンコン');
    expect(link.textContent).toContain('長野県 松本市');
    expect(link.textContent).toContain('乗車6人');
    expect(link.textContent).toContain('就寝4人');
    expect(link.textContent).toContain('¥12,800/日');
  });

  it("takes the search's dates and people to the car's page", () => {
    renderAt(<CarCard car={car} context={{ from: '2026-12-10', to: '2026-12-12', people: 2 }} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe(`/car/${car.id}?from=2026-12-10&to=2026-12-12&people=2`);
  });

  it('shows no rating while there is none (never a made-up one), and no beds for a car without', () => {
    renderAt(<CarCard car={{ ...car, sleepingCapacity: 0 }} />);
    expect(screen.queryByLabelText(/評価/)).toBeNull();
    expect(screen.getByRole('link').textContent).not.toContain('就寝');
  });

  it('opens the sign-in dialog over the results for a visitor who presses the heart', async () => {
    // A visitor: the identity's check found no session.
    sessionStore.signedOut();
    renderAt(<CarCard car={car} />);
    const heart = screen.getByRole('button', { name: 'お気に入りに追加' });
    expect(heart.closest('a')).toBeNull();
    fireEvent.click(heart);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/search-rv?prefecture=Nagano&login=true'));
  });
});

describe('SpotCard', () => {
  it('shows the cheapest plan with 〜 and its unit, the largest group and the rating', () => {
    renderAt(<SpotCard spot={spot} />);
    const link = screen.getByRole('link', { name: /湖畔のRVパーク/ });
    expect(link.getAttribute('href')).toBe(`/spot/${spot.id}`);
    expect(link.textContent).toContain('¥3,000〜/回');
    expect(link.textContent).toContain('最大5人');
    expect(link.textContent).toContain('北海道 弟子屈町');
    expect(screen.getByLabelText('評価 4.6（12件）')).toBeTruthy();
  });

  it('shows a placeholder without a cover photo', () => {
    renderAt(<SpotCard spot={spot} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('写真なし')).toBeTruthy();
  });
});
