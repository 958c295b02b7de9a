import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { spotCard } from './dto.js';
import { popularSpotsInput } from './search-input.js';

export const showPopularSpots = defineEndpoint({
  path: '/v1/public/show-popular-spots',
  tag: 'spots',
  summary: '人気のスポットを取得する',
  access: 'public',
  ids: {},
  input: popularSpotsInput,
  output: z.object({ items: z.array(spotCard).max(20) }),
});
