import { defineEndpoint } from '../endpoint.js';
import { pageOutput } from '../paging.js';
import { carVerification, verificationListInput } from './listing-verifications.js';

/** Cars by verification status (default: waiting for verification), oldest request first. Operators only. */
export const listCarVerifications = defineEndpoint({
  path: '/v1/operator/list-car-verifications',
  tag: 'operator',
  summary: '車両の審査待ち一覧を取得する（運営のみ）',
  access: 'operator',
  ids: {},
  input: verificationListInput,
  output: pageOutput(carVerification),
});
