import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageOutput } from '../paging.js';
import { inquirySummary, inquiryUnreadTotals } from './dto.js';
import { inquiryListFields, inquirySideInput } from './list-input.js';

/**
 * The caller's threads as a guest (mypage/inquiries) or as a host (mypage/cars/inquiries,
 * mypage/spots/inquiries with `targetKind`): unread ones first, then by last activity, newest first.
 *
 * The header's bell: `unread` counts the caller's unread messages over ALL their threads, whatever
 * the filters (as guest, as host, per kind of listing). The web asks
 * `show-inquiries { as: 'Guest', limit: 1 }` and shows `unread.total`; the lists show their own
 * part of it beside their tabs.
 */
export const showInquiries = defineEndpoint({
  path: '/v1/show-inquiries',
  tag: 'inquiries',
  summary: '自分のやり取りの一覧を取得する（未読を先に、未読件数つき）',
  access: 'user',
  ids: {},
  input: z.strictObject({ as: inquirySideInput.default('Guest'), ...inquiryListFields }),
  output: pageOutput(inquirySummary).extend({ unread: inquiryUnreadTotals }),
  errors: ['USER_NOT_REGISTERED'],
});
