import { z } from 'zod';
import { listingPhoto } from '../listings/dto.js';
import { ListingRevisionStatus } from '../listings/revision.js';
import { listingOwner } from './dto.js';

/** The operator's view of a change to a verified listing (ADR 0023): the approved values beside the new ones. */
export const ListingKind = { values: ['car', 'spot'] as const, labels: { car: '車両', spot: 'スポット' } };
export type ListingKind = (typeof ListingKind.values)[number];

/** One changed field, both sides as text (master names, labels and places already resolved). */
export const revisionChange = z.object({
  /** The contract's field name (title, carVariantId, plans, ...). */
  field: z.string(),
  before: z.string(),
  after: z.string(),
});
export type RevisionChange = z.infer<typeof revisionChange>;

export const listingRevision = z.object({
  id: z.uuid(),
  listingKind: z.enum(ListingKind.values),
  listingId: z.uuid(),
  owner: listingOwner,
  /** The approved (public) title. */
  title: z.string(),
  status: z.enum(ListingRevisionStatus.values),
  submittedAt: z.iso.datetime({ offset: true }),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
  rejectionReason: z.string().nullable(),
  changes: z.array(revisionChange),
  /** The photos before and after, when they change. */
  photos: z.object({ before: z.array(listingPhoto), after: z.array(listingPhoto) }).nullable(),
});
export type ListingRevision = z.infer<typeof listingRevision>;
