import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { staffActionRequest } from './staff-action-requests-dto.js';

/** The staff acts on operators' accounts waiting for a second operator (ADR 0045), the one lapsing soonest first. */
export const operatorListStaffActionRequests = defineEndpoint({
  path: '/v1/operator/list-staff-action-requests',
  name: 'operatorListStaffActionRequests',
  tag: 'operator',
  summary: '承認待ちの運営操作（運営スタッフのアカウントへの操作）の一覧を取得する（運営のみ）',
  access: 'operator',
  ids: {},
  input: z.strictObject({ ...pageInput(20, 50) }),
  output: pageOutput(staffActionRequest),
});
