import type { ListingPhoto } from '@kurumatabi/contract';
import type { VerificationStatus } from '@kurumatabi/contract/enums';
import { afterCommit } from '../../db/after-commit.js';
import { notifyDrop } from '../../db/cache-changes.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { EncodableBody } from '../../http/encoded-body.js';
import { JsonText } from '../../http/json-text.js';
import { batchedReads } from '../../lib/batched-reads.js';
import type { Notify } from '../notifications/notifier.js';
import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import { createListingCache, IDS_PER_READ } from './listing-cache.js';
import type { ListingKindRepository, ListingRowBase } from './listing-kind.js';
import { isListed } from './listing-documents.js';
import { verificationNotice } from './listing-notices.js';
import { checkFilterIds, photosOf, refusePastFrom } from './listing-rules.js';
import type { DbOrTx, ListingsRepository, MasterTable } from './listings.repository.js';
import { cappedTotal } from './search-sql.js';

/** The owner as the documents need them, and whether they are active (ADR 0033). */
export type ListingHostRow = { id: string; name: string; createdAt: Date; active: boolean };

/** What one kind lends the shared listing service: its repository, its document columns, its words. */
export interface ListingKind<
  Row extends ListingRowBase,
  Update,
  Filters,
  Popular,
  Repo extends ListingKindRepository<Row, Update, Filters>,
> {
  kind: 'car' | 'spot';
  /** The shape version its renderer writes (`CAR_DOCUMENT_VERSION`, …): older stored rows are rendered again. */
  documentVersion: number;
  notFound: 'CAR_NOT_FOUND' | 'SPOT_NOT_FOUND';
  repository: (db: DbOrTx) => Repo;
  detailReader: (db: Db) => (ids: readonly string[]) => Promise<Map<string, string>>;
  /** The row's `listed`, documents and search columns as they are now (its current plans for a spot). */
  documentColumns: (repo: Repo, row: Row, host: ListingHostRow) => Promise<Update>;
  /** The master references of a search's filters, checked on a cache miss. */
  filterIds: (filters: Filters) => { path: string; table: MasterTable; ids: readonly string[] }[];
  popularKey: (input: Popular) => string;
  popular: (repo: Repo, input: Popular) => Promise<string[]>;
  /** The owner's view of a listing in the operator's queue (a car with its photos, a spot with plans and photos). */
  ownedView: (repo: Repo, row: Row) => Promise<unknown>;
  /** A review changed the row's rating aggregates in the caller's transaction: the documents follow (ADR 0027). */
  renderRating: (tx: DbOrTx, id: string) => Promise<void>;
}

/** The public photos of a row, in the owner's order. */
export async function photosOfRow(listings: ListingsRepository, row: { photoIds: string[] }): Promise<ListingPhoto[]> {
  return photosOf(row.photoIds, await listings.imagesByIds(row.photoIds));
}

/** `listed` and the first listing day of a row about to be written (ADR 0015): the one rule of "public". */
export function publication(row: ListingRowBase, host: { active: boolean }, now: () => Date) {
  const listed = isListed({ verificationStatus: row.verificationStatus, publicationState: row.publicationState, ownerActive: host.active });
  return { listed, publishedAt: listed ? (row.publishedAt ?? now()) : row.publishedAt };
}

/** The filters' parts the shared search reads: the first day (never past) and the page. */
type SearchShape = { from?: string | undefined; sort: unknown; limit: number; offset: number };

type Decision = { status: 'Verified' | 'Rejected'; reason: string | null };

/**
 * What cars and spots do alike (ADR 0052): the cached public search, popular list and detail, the signed-in views'
 * facts, favourites, the operator's verification, the owner's standing, the rating and the drops every replica hears.
 * The kind's service keeps what differs (creating and editing, a car's vehicle and options, a spot's plans).
 */
export function createListingService<
  Row extends ListingRowBase,
  Update,
  Filters extends SearchShape,
  Popular,
  Repo extends ListingKindRepository<Row, Update, Filters>,
>(kind: ListingKind<Row, Update, Filters, Popular, Repo>, deps: { db: Db; notify: Notify; now: () => Date; cacheTtlMs: number }) {
  const repository = kind.repository(deps.db);
  // Details asked for in one turn are read in one statement (ADR 0018, fourteenth pass).
  const readDetail = batchedReads(kind.detailReader(deps.db), IDS_PER_READ);
  const cache = createListingCache(deps.cacheTtlMs);

  /**
   * In the write's transaction: every replica drops the listing's cached answers once it commits (ADR 0050),
   * this one too when its own notification arrives; a service that owns the transaction also drops at once after it.
   */
  const tellReplicas = async (tx: DbOrTx, id: string) => {
    await notifyDrop(tx, { kind: kind.kind, id });
    afterCommit(tx, () => cache.drop(id));
  };

  const inTransaction = <T>(work: (repo: Repo) => Promise<T>): Promise<T> => deps.db.transaction((tx) => work(kind.repository(tx)));

  /** The public search: cached by its normalised input (ADR 0008, ADR 0015). */
  async function search(filters: Filters): Promise<JsonText<unknown>> {
    refusePastFrom(filters.from, deps.now());
    // The page's ids by the normalised input, each card kept once (ADR 0018); the cards not in memory are read by id.
    return cache.search(`search:${JSON.stringify(filters)}`, filters, {
      page: async () => {
        // On a miss only: an answer in the cache had valid ids (a refused search is never kept).
        await checkFilterIds(repository.listings, kind.filterIds(filters));
        const found = await repository.search(filters, (load) => cache.count(filters, load), deps.now());
        return { ids: found.ids, ...cappedTotal(found.n) };
      },
      cards: (ids) => repository.cardsByIds(ids),
    });
  }

  async function popular(input: Popular): Promise<JsonText<unknown>> {
    return cache.list(kind.popularKey(input), async () => {
      const cards = await kind.popular(repository, input);
      return new JsonText(`{"items":[${cards.join(',')}]}`);
    });
  }

  /** Cards of the public answer with the viewer's facts, read by primary key for the page's ids. */
  async function withViewerFacts<T extends { id: string }>(
    user: UserRow,
    items: T[],
  ): Promise<(T & { isFavorite: boolean; isOwner: boolean })[]> {
    const facts = await repository.viewerFacts(
      user.id,
      items.map((i) => i.id),
    );
    return items.map((item) => ({ ...item, ...(facts.get(item.id) ?? { isFavorite: false, isOwner: false }) }));
  }

  async function searchForUser<Page extends { items: { id: string }[] }>(user: UserRow, filters: Filters) {
    const page = JSON.parse((await search(filters)).text) as Page;
    return { ...page, items: await withViewerFacts(user, page.items) };
  }

  async function popularForUser<Card extends { id: string }>(user: UserRow, input: Popular) {
    const page = JSON.parse((await popular(input)).text) as { items: Card[] };
    return { items: await withViewerFacts(user, page.items) };
  }

  async function loadDetail(id: string): Promise<JsonText<unknown>> {
    const json = await readDetail(id);
    if (json === undefined) throw new AppError(kind.notFound);
    return new JsonText(json);
  }

  /** A listed listing's stored detail, sent as it is. */
  const show = (id: string): Promise<JsonText<unknown>> => cache.detail(id, loadDetail);

  /** The detail's kept answer when it is in memory now (the cached-read lane, ADR 0018); undefined when it must be loaded. */
  const keptDetail = (id: string): EncodableBody | undefined => cache.keptDetail(id, loadDetail);

  /** The row a signed-in viewer may see: listed, or their own in any state (a preview). */
  async function visibleRow(user: UserRow, id: string): Promise<Row> {
    const row = await repository.findById(id);
    if (!row || (!row.listed && row.ownerUserId !== user.id)) throw new AppError(kind.notFound);
    return row;
  }

  /**
   * What a signed-in viewer sees of a listing: its stored detail when listed, else (their own, in any state) the
   * kind's `preview` of it; with the viewer's facts and whether it is listed.
   */
  async function detailForUser<Detail extends { id: string }>(user: UserRow, id: string, preview: (row: Row) => Promise<Detail>) {
    const row = await visibleRow(user, id);
    const detail = row.listed && row.detailJson !== null ? (JSON.parse(row.detailJson) as Detail) : await preview(row);
    const [withFacts] = await withViewerFacts(user, [detail]);
    return { ...withFacts, listed: row.listed };
  }

  /** Adds or removes a favourite; every replica drops the listing's answers (its popularity moved). */
  async function setFavorite(user: UserRow, id: string, favorite: boolean): Promise<void> {
    const done = await inTransaction(async (repo) => {
      const set = await repo.setFavorite(user.id, id, favorite);
      if (set) await tellReplicas(repo.db, id);
      return set;
    });
    if (!done) throw new AppError(kind.notFound);
    cache.drop(id);
  }

  async function favorites<Card>(user: UserRow, limit: number, offset: number) {
    const page = await repository.favoritesPage(user.id, limit, offset);
    const items = page.items.flatMap((item) =>
      item.cardJson === null ? [] : [{ ...(JSON.parse(item.cardJson) as Card), isFavorite: true, isOwner: item.isOwner }],
    );
    return { items, total: page.total, limit, offset };
  }

  // ---- Operator verification ---------------------------------------------------------------------

  async function toVerification(item: { listing: Row; owner: { id: string; name: string; email: string } }) {
    return { owner: item.owner, [kind.kind]: await kind.ownedView(repository, item.listing) };
  }

  async function verifications(status: VerificationStatus, limit: number, offset: number) {
    const page = await repository.verificationPage(status, limit, offset);
    return { items: await Promise.all(page.items.map(toVerification)), total: page.total, limit, offset };
  }

  /** VerificationRequest → Verified (listed when published) or Rejected with a reason; the owner is notified. */
  async function decide(operatorId: string, id: string, decision: Decision) {
    await inTransaction(async (repo) => {
      const current = await repo.lockById(id);
      if (!current) throw new AppError(kind.notFound);
      await tellReplicas(repo.db, id);
      if (current.verificationStatus !== 'VerificationRequest') throw new AppError('LISTING_NOT_PENDING');
      if (current.ownerUserId === operatorId) throw new AppError('OPERATOR_OWN_RECORD');
      const host = await repo.listings.host(current.ownerUserId);
      if (!host) throw new AppError(kind.notFound);
      const decided = { verificationStatus: decision.status, rejectionReason: decision.reason, decidedAt: deps.now() };
      const written = await repo.update(id, {
        ...decided,
        ...(await kind.documentColumns(repo, { ...current, ...decided }, host)),
      } as Update);
      // The owner's notice (and its mail job) commit with the decision (ADR 0026).
      await deps.notify(written.ownerUserId, verificationNotice(kind.kind, written, decision), { tx: repo.db });
      // The decision's audit row commits with it (ADR 0033).
      await createOperatorAuditRepository(repo.db).record({
        operatorUserId: operatorId,
        action: `${kind.kind}.${decision.status === 'Verified' ? 'verify' : 'reject'}`,
        targetKind: kind.kind,
        targetId: id,
        reason: decision.reason,
        at: decided.decidedAt,
      });
    });
    cache.drop(id);
    const decided = await repository.findWithOwner(id);
    if (!decided) throw new AppError(kind.notFound);
    return toVerification(decided);
  }

  /**
   * The owner was suspended or the suspension lifted (ADR 0033): `listed` and the public documents of
   * each of their listings follow the owner's standing, in the caller's transaction.
   */
  async function followOwner(tx: DbOrTx, ownerUserId: string): Promise<void> {
    const repo = kind.repository(tx);
    const rows = await repo.lockAllOfOwner(ownerUserId);
    const host = await repo.listings.host(ownerUserId);
    if (!host) return;
    for (const row of rows) {
      await repo.update(row.id, await kind.documentColumns(repo, row, host));
      await tellReplicas(tx, row.id);
    }
  }

  return {
    repository,
    cache,
    tellReplicas,
    inTransaction,
    search,
    popular,
    withViewerFacts,
    searchForUser,
    popularForUser,
    show,
    keptDetail,
    visibleRow,
    detailForUser,
    setFavorite,
    favorites,
    toVerification,
    verifications,
    decide,
    followOwner,
    /** The rating changed in the caller's transaction (ADR 0027): its documents follow, every replica's cache forgets it after the commit. */
    ratingChanged: async (tx: DbOrTx, id: string) => {
      await kind.renderRating(tx, id);
      await tellReplicas(tx, id);
    },
    /** Forget every cached public answer (e.g. an owner left: their listings are gone). */
    clearCache: () => cache.clear(),
    /** In the caller's transaction: every replica forgets every cached public answer of this kind after the commit. */
    tellReplicasAll: (tx: DbOrTx) => notifyDrop(tx, { kind: kind.kind, id: '*' }),
  };
}
