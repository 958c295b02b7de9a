import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ListingRevisionStatus } from '../listings/revision.js';
import { pageInput, pageOutput } from '../paging.js';
import { ListingKind, listingRevision } from './revision-dto.js';

/** Changes to verified listings by status (default: waiting for verification), oldest first. Operators only (ADR 0023). */
export const listListingRevisions = defineEndpoint({
  path: '/v1/operator/list-listing-revisions',
  tag: 'operator',
  summary: '掲載中の車両・スポットの変更審査の一覧を取得する（運営のみ）',
  access: 'operator',
  ids: {},
  input: z.strictObject({
    listingKind: z.enum(ListingKind.values).optional(),
    status: z.enum(ListingRevisionStatus.values).default('Pending'),
    ...pageInput(20, 100),
  }),
  output: pageOutput(listingRevision),
});
