import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { listingRevision } from './revision-dto.js';

/** Publishes a pending change of a verified listing (its documents and search text follow); the owner is notified. */
export const verifyListingRevision = defineEndpoint({
  path: '/v1/operator/verify-listing-revision',
  tag: 'operator',
  summary: '掲載中の車両・スポットの変更を承認して反映する（運営のみ、掲載者に通知される）',
  access: 'operator',
  ids: { revisionId: staff('listing') },
  input: z.strictObject({ revisionId: z.uuid() }),
  output: listingRevision,
  errors: ['REVISION_NOT_FOUND', 'REVISION_NOT_PENDING', 'OPERATOR_OWN_RECORD'],
});
