import { defineEndpoint } from '../endpoint.js';
import { pageOutput } from '../paging.js';
import { spotVerification, verificationListInput } from './listing-verifications.js';

/** Spots by verification status (default: waiting for verification), oldest request first. Operators only. */
export const listSpotVerifications = defineEndpoint({
  path: '/v1/operator/list-spot-verifications',
  tag: 'operator',
  summary: 'スポットの審査待ち一覧を取得する（運営のみ）',
  access: 'operator',
  ids: {},
  input: verificationListInput,
  output: pageOutput(spotVerification),
});
