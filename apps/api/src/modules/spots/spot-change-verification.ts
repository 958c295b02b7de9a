import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import type { ListingOwner, ListingRevision } from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import type { ListingRevisionRow, SpotPlanRow, SpotRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { createListingRevisionsRepository } from '../listing-revisions/listing-revisions.repository.js';
import { photosOf } from '../listings/listing-rules.js';
import type { Notify } from '../notifications/notifier.js';
import type { SpotPlanFields } from './spot-documents.js';
import { describeSpotChanges } from './spot-revision.js';
import { inSpotTransaction, type SpotsRepository, type SpotUpdate } from './spots.repository.js';
import { changeNotice } from '../listings/listing-notices.js';

type Host = { id: string; name: string; createdAt: Date; active: boolean };

/**
 * The operator's side of a change to a verified spot (ADR 0023): the view of a revision (approved
 * beside new, plans included) and the decision on it. The spots service lends its document rendering
 * and its cache.
 */
export function createSpotChangeVerification(deps: {
  db: Db;
  notify: Notify;
  repository: SpotsRepository;
  documentColumns: (repo: SpotsRepository, spot: SpotRow, plans: readonly SpotPlanRow[], host: Host) => Promise<SpotUpdate>;
  /** In the decision's transaction: every replica drops the spot after the commit (ADR 0050). */
  tellReplicas: (tx: SpotsRepository['db'], spotId: string) => Promise<void>;
  /** After the commit: this process drops it at once. */
  dropCache: (spotId: string) => void;
}) {
  const { repository, documentColumns } = deps;
  const revisionsRepository = createListingRevisionsRepository(deps.db);

  /** A revision as the operator verifies it: the approved spot (the row as it is now) beside the spot with the changes. */
  async function revisionView(
    revision: ListingRevisionRow,
    owner: ListingOwner,
    repo: SpotsRepository = repository,
    approvedRow?: SpotRow,
  ): Promise<ListingRevision> {
    const approved = approvedRow ?? (revision.spotId ? await repo.findById(revision.spotId) : null);
    if (!approved) throw new AppError('REVISION_NOT_FOUND');
    const { plans: proposedPlans, ...columns } = revision.changes as { plans?: SpotPlanFields[] };
    const proposed: SpotRow = { ...approved, ...(columns as Partial<SpotRow>) };
    const approvedPlans = await repo.currentPlans(approved.id);
    const approvedNames = await repo.names(approved);
    const proposedNames = await repo.names(proposed);
    return {
      id: revision.id,
      listingKind: 'spot',
      listingId: approved.id,
      owner,
      title: approved.title,
      status: revision.status,
      submittedAt: revision.submittedAt.toISOString(),
      decidedAt: revision.decidedAt?.toISOString() ?? null,
      rejectionReason: revision.rejectionReason,
      changes: describeSpotChanges({
        approved,
        approvedNames,
        approvedPlans,
        proposed,
        proposedNames,
        proposedPlans: proposedPlans ?? approvedPlans,
        changedColumns: Object.keys(revision.changes),
      }),
      photos:
        'photoIds' in revision.changes
          ? {
              before: photosOf(approved.photoIds, await repo.listings.imagesByIds(approved.photoIds)),
              after: photosOf(proposed.photoIds, await repo.listings.imagesByIds(proposed.photoIds)),
            }
          : null,
    };
  }

  /**
   * An operator's decision on a pending change: Verified applies it (columns and plans) and renders
   * the public documents and search columns again; Rejected leaves the approved spot as it is. The
   * provider is notified either way. Never the operator's own spot (the four-eyes rule).
   */
  async function decideRevision(
    operatorId: string,
    revisionId: string,
    decision: { status: 'Verified' | 'Rejected'; reason: string | null },
  ): Promise<ListingRevision> {
    const found = await revisionsRepository.findById(revisionId);
    const spotId = found?.spotId;
    if (!spotId) throw new AppError('REVISION_NOT_FOUND');
    const done = await inSpotTransaction(deps.db, async (repo) => {
      // The spot's row first, then the revision: the order a provider's save takes.
      const approved = await repo.lockById(spotId);
      if (!approved) throw new AppError('REVISION_NOT_FOUND');
      if (approved.ownerUserId === operatorId) throw new AppError('OPERATOR_OWN_RECORD');
      await deps.tellReplicas(repo.db, spotId);
      const revisions = createListingRevisionsRepository(repo.db);
      const revision = await revisions.lockById(revisionId);
      if (!revision || revision.status !== 'Pending') throw new AppError('REVISION_NOT_PENDING');
      const owner = await revisions.owner({ kind: 'spot', id: spotId });
      const host = await repo.listings.host(approved.ownerUserId);
      if (!owner || !host) throw new AppError('REVISION_NOT_FOUND');
      const view = await revisionView(revision, owner, repo, approved);
      let title = approved.title;
      if (decision.status === 'Verified') {
        const { plans: revisedPlans, ...columns } = revision.changes as { plans?: SpotPlanFields[] };
        const next: SpotRow = { ...approved, ...(columns as Partial<SpotRow>) };
        const plans = revisedPlans ? await repo.replacePlans(spotId, revisedPlans) : await repo.currentPlans(spotId);
        const written = await repo.update(spotId, { ...(columns as SpotUpdate), ...(await documentColumns(repo, next, plans, host)) });
        title = written.title;
      }
      const decided = await revisions.decide(revisionId, { ...decision, operatorId });
      // The owner's notice (and its mail job) commit with the decision (ADR 0026).
      await deps.notify(approved.ownerUserId, changeNotice('spot', { id: spotId, title }, decision), { tx: repo.db });
      await createOperatorAuditRepository(repo.db).record({
        operatorUserId: operatorId,
        action: decision.status === 'Verified' ? 'listingRevision.verify' : 'listingRevision.reject',
        targetKind: 'listingRevision',
        targetId: revisionId,
        reason: decision.reason,
        details: { listingKind: 'spot', listingId: spotId },
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
    deps.dropCache(spotId);
    return done.view;
  }

  return { revisionView, decideRevision };
}
