import type { PublicationState, VerificationStatus } from '@kurumatabi/contract/enums';
import type { createListingTableRepository } from './listing-table.repository.js';
import type { ListingsRepository } from './listings.repository.js';

/** The columns of a listing row (`listingColumns()`) that the shared service reads. */
export interface ListingRowBase {
  id: string;
  ownerUserId: string;
  title: string;
  listed: boolean;
  photoIds: string[];
  verificationStatus: VerificationStatus;
  rejectionReason: string | null;
  submittedAt: Date | null;
  publicationState: PublicationState;
  publishedAt: Date | null;
  detailJson: string | null;
}

/** A kind's repository as the shared service uses it: the shared queries on its tables and the shared reads. */
export type ListingKindRepository<Row, Update, Filters> = ReturnType<typeof createListingTableRepository<Row, never, Update, Filters>> & {
  listings: ListingsRepository;
};
