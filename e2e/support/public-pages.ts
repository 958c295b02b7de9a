import { createClient } from '@kurumatabi/contract/client';
import { listCar, listSpot } from '@kurumatabi/contract';
import { expect, type Page } from '@playwright/test';
import { apiBaseUrl } from './api';

export interface PublicPage {
  name: string;
  path: string;
  /** Visible once the page shows its content (its data included). */
  ready: (page: Page) => Promise<void>;
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
const cards = async (page: Page) => {
  await heading(page);
  await expect(page.getByRole('region', { name: '検索結果' }).getByRole('link').first()).toBeVisible();
};

/**
 * Every public page of issue 14 (home, the three searches with a filter, a car, a spot, the FAQ,
 * guides, legal pages and the reviews), for the first-load budget and the accessibility checks.
 * The car and the spot are the first of the demo seed's listings the public search answers.
 */
export async function publicPages(): Promise<PublicPage[]> {
  const api = createClient({ baseUrl: apiBaseUrl() });
  const [cars, spots] = await Promise.all([api(listCar, { serviceType: 'CarShare' }), api(listSpot, {})]);
  const carId = cars.items[0]?.id;
  const spotId = spots.items[0]?.id;
  if (!carId || !spotId) throw new Error('the demo seed has no public car or spot');
  return [
    { name: 'home', path: '/', ready: heading },
    { name: 'search-rv', path: `/search-rv?prefecture=${cars.items[0]!.place.prefecture}`, ready: cards },
    { name: 'search-rental', path: '/search-rental', ready: cards },
    { name: 'search-spot', path: '/search-spot', ready: cards },
    { name: 'car', path: `/car/${carId}`, ready: heading },
    { name: 'spot', path: `/spot/${spotId}`, ready: heading },
    { name: 'faq', path: '/faq', ready: heading },
    { name: 'guide', path: '/guide', ready: heading },
    { name: 'for-beginner', path: '/for-beginner', ready: heading },
    { name: 'terms', path: '/terms', ready: heading },
    { name: 'privacy-policy', path: '/privacy-policy', ready: heading },
    { name: 'reviews', path: '/reviews', ready: heading },
  ];
}
