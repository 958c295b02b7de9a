import type { Db } from '../../db/client.js';
import type { CarRow } from '../../db/schema/index.js';
import { createListingChangeVerification } from '../listings/listing-change-verification.js';
import type { ListingHostRow } from '../listings/listing-service.js';
import type { Notify } from '../notifications/notifier.js';
import { describeCarChanges } from './car-revision.js';
import type { CarsRepository, CarUpdate } from './cars.repository.js';

/**
 * The operator's side of a change to a verified car (ADR 0023), on the listing core's review (ADR 0052): a car's
 * changes are columns only. The cars service lends its document rendering and its cache.
 */
export function createCarChangeVerification(deps: {
  db: Db;
  notify: Notify;
  repository: CarsRepository;
  inTransaction: <T>(work: (repo: CarsRepository) => Promise<T>) => Promise<T>;
  documentColumns: (repo: CarsRepository, car: CarRow, host: ListingHostRow) => Promise<CarUpdate>;
  tellReplicas: (tx: CarsRepository['db'], carId: string) => Promise<void>;
  dropCache: (carId: string) => void;
}) {
  return createListingChangeVerification<CarRow, CarsRepository>(
    {
      kind: 'car',
      listingIdOf: (revision) => revision.carId,
      describe: async (repo, approved, changes) => {
        const proposed: CarRow = { ...approved, ...(changes as Partial<CarRow>) };
        const approvedNames = await repo.names(approved);
        const proposedNames = await repo.names(proposed);
        return describeCarChanges({ approved, approvedNames, proposed, proposedNames, changedColumns: Object.keys(changes) });
      },
      apply: async (repo, approved, changes, host) =>
        repo.update(approved.id, {
          ...(changes as CarUpdate),
          ...(await deps.documentColumns(repo, { ...approved, ...(changes as Partial<CarRow>) }, host)),
        }),
    },
    deps,
  );
}
