import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import type { ListingOwner, ListingRevision } from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import type { CarRow, ListingRevisionRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { createListingRevisionsRepository } from '../listing-revisions/listing-revisions.repository.js';
import { photosOf } from '../listings/listing-rules.js';
import type { Notify } from '../notifications/notifier.js';
import { describeCarChanges } from './car-revision.js';
import { inCarTransaction, type CarsRepository, type CarUpdate } from './cars.repository.js';
import { changeNotice } from '../listings/listing-notices.js';

type Host = { id: string; name: string; createdAt: Date; active: boolean };

/**
 * The operator's side of a change to a verified car (ADR 0023): the view of a revision (approved
 * beside new) and the decision on it. The cars service lends its document rendering and its cache.
 */
export function createCarChangeVerification(deps: {
  db: Db;
  notify: Notify;
  repository: CarsRepository;
  documentColumns: (repo: CarsRepository, car: CarRow, host: Host) => Promise<CarUpdate>;
  /** In the decision's transaction: every replica drops the car after the commit (ADR 0050). */
  tellReplicas: (tx: CarsRepository['db'], carId: string) => Promise<void>;
  /** After the commit: this process drops it at once. */
  dropCache: (carId: string) => void;
}) {
  const { repository, documentColumns } = deps;
  const revisionsRepository = createListingRevisionsRepository(deps.db);

  /** A revision as the operator verifies it: the approved car (the row as it is now) beside the car with the changes. */
  async function revisionView(
    revision: ListingRevisionRow,
    owner: ListingOwner,
    repo: CarsRepository = repository,
    approvedRow?: CarRow,
  ): Promise<ListingRevision> {
    const approved = approvedRow ?? (revision.carId ? await repo.findById(revision.carId) : null);
    if (!approved) throw new AppError('REVISION_NOT_FOUND');
    const proposed: CarRow = { ...approved, ...(revision.changes as Partial<CarRow>) };
    const approvedNames = await repo.names(approved);
    const proposedNames = await repo.names(proposed);
    const photosChanged = 'photoIds' in revision.changes;
    return {
      id: revision.id,
      listingKind: 'car',
      listingId: approved.id,
      owner,
      title: approved.title,
      status: revision.status,
      submittedAt: revision.submittedAt.toISOString(),
      decidedAt: revision.decidedAt?.toISOString() ?? null,
      rejectionReason: revision.rejectionReason,
      changes: describeCarChanges({ approved, approvedNames, proposed, proposedNames, changedColumns: Object.keys(revision.changes) }),
      photos: photosChanged
        ? {
            before: photosOf(approved.photoIds, await repo.listings.imagesByIds(approved.photoIds)),
            after: photosOf(proposed.photoIds, await repo.listings.imagesByIds(proposed.photoIds)),
          }
        : null,
    };
  }

  /**
   * An operator's decision on a pending change: Verified applies it to the row and renders the
   * public documents and search columns again; Rejected leaves the approved car as it is. The owner
   * is notified either way. Never the operator's own car (the four-eyes rule).
   */
  async function decideRevision(
    operatorId: string,
    revisionId: string,
    decision: { status: 'Verified' | 'Rejected'; reason: string | null },
  ): Promise<ListingRevision> {
    const found = await revisionsRepository.findById(revisionId);
    const carId = found?.carId;
    if (!carId) throw new AppError('REVISION_NOT_FOUND');
    const done = await inCarTransaction(deps.db, async (repo) => {
      // The car's row first, then the revision: the order an owner's save takes.
      const approved = await repo.lockById(carId);
      if (!approved) throw new AppError('REVISION_NOT_FOUND');
      if (approved.ownerUserId === operatorId) throw new AppError('OPERATOR_OWN_RECORD');
      await deps.tellReplicas(repo.db, carId);
      const revisions = createListingRevisionsRepository(repo.db);
      const revision = await revisions.lockById(revisionId);
      if (!revision || revision.status !== 'Pending') throw new AppError('REVISION_NOT_PENDING');
      const owner = await revisions.owner({ kind: 'car', id: carId });
      const host = await repo.listings.host(approved.ownerUserId);
      if (!owner || !host) throw new AppError('REVISION_NOT_FOUND');
      const view = await revisionView(revision, owner, repo, approved);
      let title = approved.title;
      if (decision.status === 'Verified') {
        const changes = revision.changes as CarUpdate;
        const written = await repo.update(carId, {
          ...changes,
          ...(await documentColumns(repo, { ...approved, ...(changes as Partial<CarRow>) }, host)),
        });
        title = written.title;
      }
      const decided = await revisions.decide(revisionId, { ...decision, operatorId });
      // The owner's notice (and its mail job) commit with the decision (ADR 0026).
      await deps.notify(approved.ownerUserId, changeNotice('car', { id: carId, title }, decision), { tx: repo.db });
      await createOperatorAuditRepository(repo.db).record({
        operatorUserId: operatorId,
        action: decision.status === 'Verified' ? 'listingRevision.verify' : 'listingRevision.reject',
        targetKind: 'listingRevision',
        targetId: revisionId,
        reason: decision.reason,
        details: { listingKind: 'car', listingId: carId },
        at: decided.decidedAt ?? new Date(),
      });
      return {
        view: {
          ...view,
          status: decided.status,
          decidedAt: decided.decidedAt?.toISOString() ?? null,
          rejectionReason: decided.rejectionReason,
        },
      };
    });
    deps.dropCache(carId);
    return done.view;
  }

  return { revisionView, decideRevision };
}
