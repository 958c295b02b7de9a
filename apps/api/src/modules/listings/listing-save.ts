import type { ErrorDetail, ListingPhoto, OwnedRevision } from '@kurumatabi/contract';
import type { PublicationState } from '@kurumatabi/contract/enums';
import type { Db } from '../../db/client.js';
import type { ListingRevisionRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { createListingRevisionsRepository } from '../listing-revisions/listing-revisions.repository.js';
import { splitMaterial, toOwnedRevision } from '../listing-revisions/material.js';
import type { ListingKindRepository, ListingRowBase } from './listing-kind.js';
import { checkMasterIds, MAX_LISTINGS_PER_OWNER, ownedPhotos, photosOf, verificationStateAfterSave } from './listing-rules.js';
import { photosOfRow, type ListingHostRow } from './listing-service.js';
import type { DbOrTx, MasterTable } from './listings.repository.js';

/** Equal as stored (JSON columns compared by value). */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A field of master ids the owner sets (facilities, rules, a type): checked when it changed (ADR 0014). */
export interface MasterField<Row> {
  field: string;
  table: MasterTable;
  label: string;
  /** The ids of the field's value (an option's facility, a type's one id or none). */
  ids: (value: unknown) => readonly string[];
  /** The ids the listing already has (a withdrawn master row stays referenced). */
  kept: (row: Row) => readonly string[];
}

/** A field holding a list of master ids (`basicFacilityIds`, `ruleIds`, …). */
export function idListField<Row>(field: keyof Row & string, table: MasterTable, label: string): MasterField<Row> {
  return { field, table, label, ids: (value) => value as string[], kept: (row) => row[field] as string[] };
}

/** The paid options: each names an additional facility. */
export function optionsField<Row extends { options: readonly { additionalFacilityId: string }[] }>(
  table: MasterTable,
  label: string,
): MasterField<Row> {
  const ids = (options: Row['options']) => options.map((o) => o.additionalFacilityId);
  return { field: 'options', table, label, ids: (value) => ids(value as Row['options']), kept: (row) => ids(row.options) };
}

/** A kind's repository as the save uses it: the shared queries, with the insert of its own rows. */
type SaveRepository<Row, Update, Insert> = ListingKindRepository<Row, Update, never> & { insert: (values: Insert) => Promise<Row> };

/** The owner's save of one kind as the shared flow sees it: the switches, and the content fields by name. */
export interface SaveInput {
  publicationState?: PublicationState | undefined;
  requestVerification: boolean;
}

/** What the kind's checks of a save see; `changed` and `set` are theirs to add to (a spot's kind, region and plans). */
export interface SaveCheck<Row, Update, Shown, Stored> {
  user: UserRow;
  fields: Record<string, unknown>;
  /** The row as the owner edits it: approved, with their pending changes over it (ADR 0023). */
  current: Row;
  currentExtra: Shown;
  approvedExtra: Stored;
  changed: string[];
  set: Update;
}

/**
 * What one kind lends the owner's create and save (ADR 0015, ADR 0023). `Stored`/`Shown`: what the kind keeps beside
 * its row's columns, as stored and as the owner sees it with pending changes (a spot's plans; nothing for a car).
 */
export interface ListingSaveKind<
  Row extends ListingRowBase,
  Update,
  Insert,
  Repo extends SaveRepository<Row, Update, Insert>,
  Create,
  Prepared,
  Checked,
  Shown,
  Stored extends Shown,
  Owned,
> {
  kind: 'car' | 'spot';
  notFound: 'CAR_NOT_FOUND' | 'SPOT_NOT_FOUND';
  /** The input's name of the listing's id (`carId`). */
  idKey: string;
  materialColumns: readonly (keyof Row & string)[];
  materialFields: readonly string[];
  /** The contract field a stored material column belongs to. */
  fieldOf: (column: string) => string | null;
  masterFields: readonly MasterField<Row>[];
  /** A content field that is not a column of the row (a spot's `plans`): the kind's checks compare it. */
  extraField: string | null;
  /** Before the owner's listings are counted: the master rows the new listing starts from (a car's variant). */
  prepareCreate: (repo: Repo, input: Create) => Promise<Prepared>;
  insertValues: (repo: Repo, user: UserRow, input: Create, prepared: Prepared) => Promise<Insert>;
  /** A new listing has no extra yet (a spot without plans). */
  noExtra: Stored;
  loadExtra: (repo: Repo, id: string) => Promise<Stored>;
  /** A revision's changes as columns and, when it carries one, the extra (a spot's plan list). */
  splitChanges: (changes: Record<string, unknown>) => { columns: Partial<Row>; extra: Shown | undefined };
  /** The kind's own checks of a save, before the photos and master ids are checked. */
  checkChanges: (repo: Repo, save: SaveCheck<Row, Update, Shown, Stored>) => Promise<Checked>;
  /** The row as it will be, checked once the master ids are (a car's day limits). */
  checkRow?: (next: Row) => void;
  missingFields: (next: Row, checked: Checked) => ErrorDetail[];
  /** Not verified: the extra written as saved. */
  writeExtra: (repo: Repo, id: string, checked: Checked, approvedExtra: Stored) => Promise<Stored>;
  /** Verified: the extra that goes live now (written), and what waits for verification as revision changes. */
  splitExtra: (
    repo: Repo,
    id: string,
    save: { approved: Row; next: Row; approvedExtra: Stored; checked: Checked },
  ) => Promise<{ live: Stored; pending: Record<string, unknown> | null }>;
  documentColumns: (repo: Repo, row: Row, extra: Stored, host: ListingHostRow, photos?: ListingPhoto[]) => Promise<Update>;
  toOwned: (row: Row, extra: Shown, photos: ListingPhoto[], revision: OwnedRevision | null) => Owned;
}

/**
 * The owner's side of a listing, for cars and spots alike (ADR 0052): create, save (a verified listing's material
 * changes wait for verification, ADR 0023) and the owner's view with the pending changes. The kind lends its checks,
 * its extra (a spot's plans) and its rendering.
 */
export function createListingSave<
  Row extends ListingRowBase,
  Update,
  Insert,
  Repo extends SaveRepository<Row, Update, Insert>,
  Create,
  Prepared,
  Checked,
  Shown,
  Stored extends Shown,
  Owned,
>(
  kind: ListingSaveKind<Row, Update, Insert, Repo, Create, Prepared, Checked, Shown, Stored, Owned>,
  deps: {
    db: Db;
    now: () => Date;
    repository: Repo;
    inTransaction: <T>(work: (repo: Repo) => Promise<T>) => Promise<T>;
    tellReplicas: (tx: DbOrTx, id: string) => Promise<void>;
    dropCache: (id: string) => void;
  },
) {
  const { repository } = deps;
  const revisionsRepository = createListingRevisionsRepository(deps.db);
  const ownedRevision = (revision: ListingRevisionRow | null) => toOwnedRevision(revision, kind.fieldOf, kind.materialFields);
  const photosOfListing = (row: Row) => photosOfRow(repository.listings, row);

  /** A revision's pending values: the columns over the row, and the extra when it carries one. */
  const pendingParts = (revision: ListingRevisionRow | null) =>
    revision?.status === 'Pending' ? kind.splitChanges(revision.changes as Record<string, unknown>) : { columns: {}, extra: undefined };

  async function create(user: UserRow, input: Create): Promise<Owned> {
    const row = await deps.inTransaction(async (repo) => {
      const prepared = await kind.prepareCreate(repo, input);
      if ((await repo.lockAndCountOwned(user.id)) >= MAX_LISTINGS_PER_OWNER) throw new AppError('LISTING_LIMIT_REACHED');
      const inserted = await repo.insert(await kind.insertValues(repo, user, input, prepared));
      return repo.update(inserted.id, await kind.documentColumns(repo, inserted, kind.noExtra, { ...user, active: true }, []));
    });
    return kind.toOwned(row, kind.noExtra, [], null);
  }

  /** The changed master-id fields, each checked against the active rows but for the ids the listing already had. */
  const masterChecks = (changed: readonly string[], fields: Record<string, unknown>, current: Row) =>
    kind.masterFields.flatMap((master) =>
      changed.includes(master.field) && master.ids(fields[master.field]).length > 0
        ? [
            {
              path: master.field,
              table: master.table,
              ids: master.ids(fields[master.field]),
              kept: master.kept(current),
              label: master.label,
            },
          ]
        : [],
    );

  async function update(user: UserRow, input: SaveInput): Promise<Owned> {
    const { [kind.idKey]: idValue, publicationState, requestVerification, ...fields } = input as SaveInput & Record<string, unknown>;
    const id = idValue as string;
    const listing = { kind: kind.kind, id };
    const { row, extra, photos, revision } = await deps.inTransaction(async (repo) => {
      const approved = await repo.lockOwned(user.id, id);
      if (!approved) throw new AppError(kind.notFound);
      await deps.tellReplicas(repo.db, id);
      const approvedExtra = await kind.loadExtra(repo, id);
      const revisions = createListingRevisionsRepository(repo.db);
      const verified = approved.verificationStatus === 'Verified';
      const pending = verified ? await revisions.pending(listing) : null;
      // The owner edits what they see: the approved row with their pending changes over it (ADR 0023).
      const pendingNow = pendingParts(pending);
      const current: Row = { ...approved, ...pendingNow.columns };
      const set = {} as Update;
      const changed: string[] = [];
      for (const key of Object.keys(fields)) {
        const value = fields[key];
        if (value === undefined || key === kind.extraField || sameValue(value, current[key as keyof Row])) continue;
        changed.push(key);
        (set as Record<string, unknown>)[key] = value;
      }
      const save = { user, fields, current, currentExtra: pendingNow.extra ?? approvedExtra, approvedExtra, changed, set };
      const checked = await kind.checkChanges(repo, save);
      const photos = changed.includes('photoIds') ? await ownedPhotos(repo.listings, user.id, fields.photoIds as string[]) : undefined;
      await checkMasterIds(repo.listings, masterChecks(changed, fields, current));
      const next: Row = { ...current, ...(set as Partial<Row>), publicationState: publicationState ?? current.publicationState };
      kind.checkRow?.(next);
      const verification = verificationStateAfterSave(current, {
        editsContent: changed.length > 0,
        requestVerification,
        missing: kind.missingFields(next, checked),
        now: deps.now(),
      });
      Object.assign(next, verification);
      const host = { ...user, active: true };
      if (!verified) {
        const extra = await kind.writeExtra(repo, id, checked, approvedExtra);
        const written = await repo.update(id, {
          ...set,
          ...verification,
          publicationState: next.publicationState,
          ...(await kind.documentColumns(repo, next, extra, host, photos)),
        } as Update);
        return { row: written, extra: extra as Shown, photos, revision: null };
      }
      // Verified: material changes wait for verification, the rest is live now; the public keeps the approved values.
      const { live, changes } = splitMaterial(kind.materialColumns, approved, next);
      const extraSplit = await kind.splitExtra(repo, id, { approved, next, approvedExtra, checked });
      const liveSet = {} as Record<string, unknown>;
      for (const key of Object.keys(set as object)) liveSet[key] = live[key as keyof Row];
      const written = await repo.update(id, {
        ...liveSet,
        ...verification,
        publicationState: live.publicationState,
        ...(await kind.documentColumns(repo, live, extraSplit.live, host)),
      } as Update);
      const pendingChanges = changes || extraSplit.pending ? { ...changes, ...extraSplit.pending } : null;
      const revision = await revisions.replacePending(listing, pending, pendingChanges);
      const revised = pendingParts(revision);
      return { row: { ...written, ...revised.columns }, extra: revised.extra ?? extraSplit.live, photos, revision };
    });
    deps.dropCache(id);
    return kind.toOwned(row, extra, photos ?? (await photosOfListing(row)), ownedRevision(revision));
  }

  /** The owner's listing in any state, with their pending changes over it. */
  async function showOwned(user: UserRow, id: string): Promise<Owned> {
    const row = await repository.findById(id);
    if (!row || row.ownerUserId !== user.id) throw new AppError(kind.notFound);
    const revision = await revisionsRepository.latestShown({ kind: kind.kind, id });
    const pending = pendingParts(revision);
    const shown: Row = { ...row, ...pending.columns };
    const extra = pending.extra ?? (await kind.loadExtra(repository, id));
    return kind.toOwned(shown, extra, await photosOfListing(shown), ownedRevision(revision));
  }

  /**
   * The owner's page of listings, each with its cover and its revision's fields; `alongside` reads what the kind's
   * summary needs besides (a spot's plan counts) in parallel with them.
   */
  async function ownedPage<Item extends { listing: Row }, Alongside, Summary>(
    page: { items: Item[]; total: number },
    limit: number,
    offset: number,
    alongside: (ids: string[]) => Promise<Alongside>,
    summary: (item: Item, cover: ListingPhoto | null, revision: OwnedRevision | null, more: Alongside) => Summary,
  ) {
    const ids = page.items.map(({ listing }) => listing.id);
    const [covers, revisions, more] = await Promise.all([
      repository.listings.imagesByIds(page.items.flatMap(({ listing }) => listing.photoIds.slice(0, 1))),
      revisionsRepository.latestShownOf(kind.kind, ids),
      alongside(ids),
    ]);
    const items = page.items.map((item) => {
      const cover = photosOf(item.listing.photoIds.slice(0, 1), covers)[0] ?? null;
      return summary(item, cover, ownedRevision(revisions.get(item.listing.id) ?? null), more);
    });
    return { items, total: page.total, limit, offset };
  }

  return { create, update, showOwned, ownedPage };
}
