import {
  listNewArticle,
  listOwnerInterview,
  listPopularArticle,
  showLatestNews,
  showPopularCars,
  showPopularSpots,
} from '@kurumatabi/contract';
import { NEW_ARTICLE_LIMIT, newArticlesQuery } from '@/features/content/api/list-new-article';
import { interviewListInput, interviewListQuery } from '@/features/content/api/list-owner-interview';
import { popularArticlesInput, popularArticlesQuery } from '@/features/content/api/list-popular-article';
import { LATEST_NEWS_LIMIT, latestNewsQuery } from '@/features/content/api/show-latest-news';
import { HOME_INTERVIEW_LIMIT } from '@/features/content/home-limits';
import { POPULAR_LIMIT, popularCarsQuery } from '@/features/listings/api/show-popular-cars';
import { popularSpotsQuery } from '@/features/listings/api/show-popular-spots';
import type { ServerData } from '@/ssr/server-data';

/** Home: the popular rows, the latest news, the newest and most read articles, the newest interview. */
export const serverData: ServerData = ({ fill }) =>
  Promise.all([
    fill(popularCarsQuery('public', 'CarShare'), showPopularCars, { serviceType: 'CarShare', limit: POPULAR_LIMIT }),
    fill(popularCarsQuery('public', 'RentalCar'), showPopularCars, { serviceType: 'RentalCar', limit: POPULAR_LIMIT }),
    fill(popularSpotsQuery('public'), showPopularSpots, { limit: POPULAR_LIMIT }),
    fill(latestNewsQuery(), showLatestNews, { limit: LATEST_NEWS_LIMIT }),
    fill(newArticlesQuery(), listNewArticle, { limit: NEW_ARTICLE_LIMIT }),
    fill(popularArticlesQuery(), listPopularArticle, popularArticlesInput()),
    fill(interviewListQuery(1, HOME_INTERVIEW_LIMIT), listOwnerInterview, interviewListInput(1, HOME_INTERVIEW_LIMIT)),
  ]);
