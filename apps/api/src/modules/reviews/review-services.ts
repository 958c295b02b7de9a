import type { TargetKind } from '@kurumatabi/contract/enums';
import type { Db } from '../../db/client.js';
import type { CarsService } from '../cars/cars.service.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import type { Notify } from '../notifications/notifier.js';
import type { SpotsService } from '../spots/spots.service.js';
import { createReviewModerationService } from './review-moderation.service.js';
import { createReviewPublication } from './review-publication.js';
import { createReviewReadsService } from './review-reads.service.js';
import { createReviewSweep } from './review-sweep.js';
import { createReviewsService } from './reviews.service.js';

/**
 * Reviews and ratings (ADR 0027), built once per app: the sides' writes, the reads, the operators'
 * moderation and the window's sweep share one publication, which moves a listing's rating and has
 * the listing's service render its documents again in the same transaction.
 */
export function createReviewServices(deps: {
  db: Db;
  notify: Notify;
  now: () => Date;
  cars: CarsService;
  spots: SpotsService;
  /** The HMAC key of the reviews' client signals (ADR 0046). */
  clientSignalSecret: string;
}) {
  const publication = createReviewPublication({
    ratingChanged: (tx: DbOrTx, kind: TargetKind, id: string) => (kind === 'Car' ? deps.cars : deps.spots).ratingChanged(tx, id),
  });
  const context = { db: deps.db, notify: deps.notify, now: deps.now, publication };
  const sweep = createReviewSweep(context);
  return {
    writes: createReviewsService({ ...context, clientSignalSecret: deps.clientSignalSecret }),
    reads: createReviewReadsService(context),
    moderation: createReviewModerationService(context),
    /** Publishes the reviews whose window closed and sends the due reminders (the app runs it each minute). */
    sweep: async (now: Date = deps.now()) => ({
      published: await sweep.publishClosedWindows(now),
      reminded: await sweep.remindBeforeClose(now),
    }),
  };
}

export type ReviewServices = ReturnType<typeof createReviewServices>;
