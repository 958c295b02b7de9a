import { createClient } from '@kurumatabi/contract/client';
import { listArticle, listCar, listNews, listOwnerInterview, listSpot } from '@kurumatabi/contract';
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

/** A list of articles: its heading and its first card. */
const articleCards = async (page: Page) => {
  await heading(page);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
};

/**
 * Every public page of issue 14 (home, the three searches with a filter, a car, a spot, the FAQ,
 * guides, legal pages and the reviews) and of issue 15 (articles, news, interviews, the share page), for the
 * first-load budget and the accessibility checks.
 * The car and the spot are the first of the demo seed's listings the public search answers.
 */
export async function publicPages(): Promise<PublicPage[]> {
  const api = createClient({ baseUrl: apiBaseUrl() });
  const [cars, spots, articles, news, interviews] = await Promise.all([
    api(listCar, { serviceType: 'CarShare' }),
    api(listSpot, {}),
    api(listArticle, {}),
    api(listNews, {}),
    api(listOwnerInterview, {}),
  ]);
  const carId = cars.items[0]?.id;
  const spotId = spots.items[0]?.id;
  if (!carId || !spotId) throw new Error('the demo seed has no public car or spot');
  const article = articles.items[0];
  const newsItem = news.items[0];
  const interview = interviews.items[0];
  if (!article || !newsItem || !interview) throw new Error('the demo seed has no published article, news item or interview');
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
    // Content (issue 15).
    { name: 'articles', path: '/articles', ready: articleCards },
    { name: 'articles-category', path: `/articles/category/${article.category.slug}`, ready: articleCards },
    { name: 'articles-search', path: '/articles/search?q=%E8%BB%8A%E4%B8%AD%E6%B3%8A', ready: articleCards },
    { name: 'article', path: `/article/${article.slug}`, ready: heading },
    { name: 'news', path: '/news', ready: heading },
    { name: 'news-item', path: `/news/${newsItem.slug}`, ready: heading },
    { name: 'interviews', path: '/interview', ready: heading },
    { name: 'interview', path: `/interview/${interview.slug}`, ready: heading },
    { name: 'share', path: '/share', ready: heading },
  ];
}
