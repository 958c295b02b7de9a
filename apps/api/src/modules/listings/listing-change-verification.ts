import type { ListingOwner, ListingRevision, RevisionChange } from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import type { ListingRevisionRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { createListingRevisionsRepository } from '../listing-revisions/listing-revisions.repository.js';
import type { Notify } from '../notifications/notifier.js';
import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import type { ListingKindRepository, ListingRowBase } from './listing-kind.js';
import { changeNotice } from './listing-notices.js';
import { photosOf } from './listing-rules.js';
import type { ListingHostRow } from './listing-service.js';

/** What one kind lends the operator's review of a change: how to read, describe and apply its revision's changes. */
export interface ChangeReviewKind<Row extends ListingRowBase, Repo extends ListingKindRepository<Row, never, never>> {
  kind: 'car' | 'spot';
  /** The listing a revision belongs to (`car_id` or `spot_id`). */
  listingIdOf: (revision: ListingRevisionRow) => string | null;
  /** The approved row beside the row with the changes, field by field (a spot's plans included). */
  describe: (repo: Repo, approved: Row, changes: Record<string, unknown>) => Promise<RevisionChange[]>;
  /** Verified: the changes written (columns, a spot's plans) with the documents rendered again; the row as written. */
  apply: (repo: Repo, approved: Row, changes: Record<string, unknown>, host: ListingHostRow) => Promise<Row>;
}

type Decision = { status: 'Verified' | 'Rejected'; reason: string | null };

/**
 * The operator's side of a change to a verified listing (ADR 0023): the view of a revision (approved beside new)
 * and the decision on it, for cars and spots alike (ADR 0052). The kind's service lends its rendering and its cache.
 */
export function createListingChangeVerification<Row extends ListingRowBase, Repo extends ListingKindRepository<Row, never, never>>(
  kind: ChangeReviewKind<Row, Repo>,
  deps: {
    db: Db;
    notify: Notify;
    repository: Repo;
    inTransaction: <T>(work: (repo: Repo) => Promise<T>) => Promise<T>;
    /** In the decision's transaction: every replica drops the listing after the commit (ADR 0050). */
    tellReplicas: (tx: Repo['db'], id: string) => Promise<void>;
    /** After the commit: this process drops it at once. */
    dropCache: (id: string) => void;
  },
) {
  const revisionsRepository = createListingRevisionsRepository(deps.db);

  /** A revision as the operator verifies it: the approved listing (the row as it is now) beside the one with the changes. */
  async function revisionView(
    revision: ListingRevisionRow,
    owner: ListingOwner,
    repo: Repo = deps.repository,
    approvedRow?: Row,
  ): Promise<ListingRevision> {
    const listingId = kind.listingIdOf(revision);
    const approved = approvedRow ?? (listingId ? await repo.findById(listingId) : null);
    if (!approved) throw new AppError('REVISION_NOT_FOUND');
    const changes = revision.changes as Record<string, unknown>;
    const proposedPhotoIds = (changes.photoIds as string[] | undefined) ?? approved.photoIds;
    return {
      id: revision.id,
      listingKind: kind.kind,
      listingId: approved.id,
      owner,
      title: approved.title,
      status: revision.status,
      submittedAt: revision.submittedAt.toISOString(),
      decidedAt: revision.decidedAt?.toISOString() ?? null,
      rejectionReason: revision.rejectionReason,
      changes: await kind.describe(repo, approved, changes),
      photos:
        'photoIds' in changes
          ? {
              before: photosOf(approved.photoIds, await repo.listings.imagesByIds(approved.photoIds)),
              after: photosOf(proposedPhotoIds, await repo.listings.imagesByIds(proposedPhotoIds)),
            }
          : null,
    };
  }

  /**
   * An operator's decision on a pending change: Verified applies it and renders the public documents and search
   * columns again; Rejected leaves the approved listing as it is. The owner is notified either way. Never the
   * operator's own listing (the four-eyes rule).
   */
  async function decideRevision(operatorId: string, revisionId: string, decision: Decision): Promise<ListingRevision> {
    const found = await revisionsRepository.findById(revisionId);
    const listingId = found ? kind.listingIdOf(found) : null;
    if (!listingId) throw new AppError('REVISION_NOT_FOUND');
    const listing = { kind: kind.kind, id: listingId };
    const done = await deps.inTransaction(async (repo) => {
      // The listing's row first, then the revision: the order an owner's save takes.
      const approved = await repo.lockById(listingId);
      if (!approved) throw new AppError('REVISION_NOT_FOUND');
      if (approved.ownerUserId === operatorId) throw new AppError('OPERATOR_OWN_RECORD');
      await deps.tellReplicas(repo.db, listingId);
      const revisions = createListingRevisionsRepository(repo.db);
      const revision = await revisions.lockById(revisionId);
      if (!revision || revision.status !== 'Pending') throw new AppError('REVISION_NOT_PENDING');
      const owner = await revisions.owner(listing);
      const host = await repo.listings.host(approved.ownerUserId);
      if (!owner || !host) throw new AppError('REVISION_NOT_FOUND');
      const view = await revisionView(revision, owner, repo, approved);
      let title = approved.title;
      if (decision.status === 'Verified') {
        title = (await kind.apply(repo, approved, revision.changes as Record<string, unknown>, host)).title;
      }
      const decided = await revisions.decide(revisionId, { ...decision, operatorId });
      // The owner's notice (and its mail job) commit with the decision (ADR 0026).
      await deps.notify(approved.ownerUserId, changeNotice(kind.kind, { id: listingId, title }, decision), { tx: repo.db });
      await createOperatorAuditRepository(repo.db).record({
        operatorUserId: operatorId,
        action: decision.status === 'Verified' ? 'listingRevision.verify' : 'listingRevision.reject',
        targetKind: 'listingRevision',
        targetId: revisionId,
        reason: decision.reason,
        details: { listingKind: kind.kind, listingId },
        at: decided.decidedAt ?? new Date(),
      });
      return {
        ...view,
        status: decided.status,
        decidedAt: decided.decidedAt?.toISOString() ?? null,
        rejectionReason: decided.rejectionReason,
      };
    });
    deps.dropCache(listingId);
    return done;
  }

  return { revisionView, decideRevision };
}
