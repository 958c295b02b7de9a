import type { Db } from '../../db/client.js';
import type { SpotPlanRow, SpotRow } from '../../db/schema/index.js';
import { createListingChangeVerification } from '../listings/listing-change-verification.js';
import type { ListingHostRow } from '../listings/listing-service.js';
import type { Notify } from '../notifications/notifier.js';
import type { SpotPlanFields } from './spot-documents.js';
import { describeSpotChanges } from './spot-revision.js';
import type { SpotsRepository, SpotUpdate } from './spots.repository.js';

/** A spot revision's changes: columns, and the whole plan list when the plans changed. */
const splitChanges = (changes: Record<string, unknown>) => changes as { plans?: SpotPlanFields[] } & Partial<SpotRow>;

/**
 * The operator's side of a change to a verified spot (ADR 0023), on the listing core's review (ADR 0052): a spot's
 * changes carry its plans beside the columns. The spots service lends its document rendering and its cache.
 */
export function createSpotChangeVerification(deps: {
  db: Db;
  notify: Notify;
  repository: SpotsRepository;
  inTransaction: <T>(work: (repo: SpotsRepository) => Promise<T>) => Promise<T>;
  documentColumns: (repo: SpotsRepository, spot: SpotRow, plans: readonly SpotPlanRow[], host: ListingHostRow) => Promise<SpotUpdate>;
  tellReplicas: (tx: SpotsRepository['db'], spotId: string) => Promise<void>;
  dropCache: (spotId: string) => void;
}) {
  return createListingChangeVerification<SpotRow, SpotsRepository>(
    {
      kind: 'spot',
      listingIdOf: (revision) => revision.spotId,
      describe: async (repo, approved, changes) => {
        const { plans: proposedPlans, ...columns } = splitChanges(changes);
        const proposed: SpotRow = { ...approved, ...columns };
        const approvedPlans = await repo.currentPlans(approved.id);
        const approvedNames = await repo.names(approved);
        const proposedNames = await repo.names(proposed);
        return describeSpotChanges({
          approved,
          approvedNames,
          approvedPlans,
          proposed,
          proposedNames,
          proposedPlans: proposedPlans ?? approvedPlans,
          changedColumns: Object.keys(changes),
        });
      },
      apply: async (repo, approved, changes, host) => {
        const { plans: revisedPlans, ...columns } = splitChanges(changes);
        const plans = revisedPlans ? await repo.replacePlans(approved.id, revisedPlans) : await repo.currentPlans(approved.id);
        return repo.update(approved.id, {
          ...(columns as SpotUpdate),
          ...(await deps.documentColumns(repo, { ...approved, ...columns }, plans, host)),
        });
      },
    },
    deps,
  );
}
