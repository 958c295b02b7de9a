import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { rejectionReason } from './listing-verifications.js';
import { listingRevision } from './revision-dto.js';

/** Discards a pending change with a reason the owner reads; the approved version stays public; the owner is notified. */
export const rejectListingRevision = defineEndpoint({
  path: '/v1/operator/reject-listing-revision',
  tag: 'operator',
  summary: '掲載中の車両・スポットの変更を差し戻す（運営のみ、承認済みの内容のまま掲載が続く）',
  access: 'operator',
  ids: { revisionId: staff('listing') },
  input: z.strictObject({ revisionId: z.uuid(), reason: rejectionReason }),
  output: listingRevision,
  errors: ['REVISION_NOT_FOUND', 'REVISION_NOT_PENDING', 'OPERATOR_OWN_RECORD'],
});
