import { defineEndpoint } from '../endpoint.js';
import { pageOutput } from '../paging.js';
import { carReview, reviewListInput } from './listing-reviews.js';

/** Cars by verification status (default: waiting for review), oldest request first. Operators only. */
export const listCarReviews = defineEndpoint({
  path: '/v1/operator/list-car-reviews',
  tag: 'operator',
  summary: '車両の審査待ち一覧を取得する（運営のみ）',
  access: 'operator',
  ids: {},
  input: reviewListInput,
  output: pageOutput(carReview),
});
