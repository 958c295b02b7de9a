import { defineEndpoint } from '../endpoint.js';
import { pageOutput } from '../paging.js';
import { spotReview, reviewListInput } from './listing-reviews.js';

/** Spots by verification status (default: waiting for review), oldest request first. Operators only. */
export const listSpotReviews = defineEndpoint({
  path: '/v1/operator/list-spot-reviews',
  tag: 'operator',
  summary: 'スポットの審査待ち一覧を取得する（運営のみ）',
  access: 'operator',
  ids: {},
  input: reviewListInput,
  output: pageOutput(spotReview),
});
