import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { carCard } from './dto.js';
import { popularCarsInput } from './search-input.js';

/** The most popular listed cars (favourites, then reservations once they exist), for the home page. */
export const showPopularCars = defineEndpoint({
  path: '/v1/public/show-popular-cars',
  tag: 'cars',
  summary: '人気の車両を取得する',
  access: 'public',
  ids: {},
  input: popularCarsInput,
  output: z.object({ items: z.array(carCard).max(20) }),
});
