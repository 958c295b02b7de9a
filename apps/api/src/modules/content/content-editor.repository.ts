import type { ContentKind, ContentStatus } from '@kurumatabi/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  cars,
  contentCategories,
  contentRevisions,
  contents,
  contentTagLinks,
  contentTags,
  images,
  spots,
  users,
  type ContentRevisionRow,
  type ContentRow,
} from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import { escapeLike } from '../listings/search-sql.js';
import { CONTENT_CHANNEL } from '../../db/cache-changes.js';

export type ContentValues = Omit<typeof contents.$inferInsert, 'id' | 'createdAt'>;

/** The operators' side of content (ADR 0031): every row whatever its status, and the writes. */
export function createContentEditorRepository(db: DbOrTx) {
  async function insert(values: ContentValues): Promise<ContentRow> {
    const [row] = await db.insert(contents).values(values).returning();
    return row!;
  }

  async function update(id: string, values: Partial<ContentValues>): Promise<ContentRow> {
    const [row] = await db.update(contents).set(values).where(eq(contents.id, id)).returning();
    return row!;
  }

  /** The row, locked until the transaction ends: one save at a time per item. */
  async function lock(id: string): Promise<ContentRow | null> {
    const [row] = await db.select().from(contents).where(eq(contents.id, id)).for('update');
    return row ?? null;
  }

  async function findById(id: string): Promise<ContentRow | null> {
    const [row] = await db.select().from(contents).where(eq(contents.id, id));
    return row ?? null;
  }

  /** New slugs become tags; known ones take the name the editor gave. */
  async function upsertTags(tags: { slug: string; name: string }[]): Promise<void> {
    if (tags.length === 0) return;
    await db
      .insert(contentTags)
      .values(tags)
      .onConflictDoUpdate({ target: contentTags.slug, set: { name: sql`excluded.name` } });
  }

  async function replaceTags(contentId: string, slugs: string[]): Promise<void> {
    await db.delete(contentTagLinks).where(eq(contentTagLinks.contentId, contentId));
    if (slugs.length > 0) await db.insert(contentTagLinks).values(slugs.map((tagSlug) => ({ contentId, tagSlug })));
  }

  async function tagsOf(contentId: string): Promise<{ slug: string; name: string }[]> {
    return db
      .select({ slug: contentTags.slug, name: contentTags.name })
      .from(contentTagLinks)
      .innerJoin(contentTags, eq(contentTags.slug, contentTagLinks.tagSlug))
      .where(eq(contentTagLinks.contentId, contentId))
      .orderBy(asc(contentTags.name));
  }

  async function insertRevision(values: typeof contentRevisions.$inferInsert): Promise<void> {
    await db.insert(contentRevisions).values(values);
  }

  /** Tells every replica's listener (on commit) to drop its cached content. */
  async function notifyChanged(contentId: string): Promise<void> {
    await db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${contentId})`);
  }

  async function categoryExists(slug: string): Promise<boolean> {
    const [row] = await db.select({ slug: contentCategories.slug }).from(contentCategories).where(eq(contentCategories.slug, slug));
    return row !== undefined;
  }

  async function publicImageExists(id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.id, id), eq(images.visibility, 'Public')));
    return row !== undefined;
  }

  async function listingExists(kind: 'Car' | 'Spot', id: string): Promise<boolean> {
    const table = kind === 'Car' ? cars : spots;
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    return row !== undefined;
  }

  async function list(f: { kind?: ContentKind; status?: ContentStatus; keyword?: string; limit: number; offset: number }) {
    const pattern = f.keyword ? `%${escapeLike(f.keyword)}%` : undefined;
    const where: SQL | undefined = and(
      f.kind ? eq(contents.kind, f.kind) : undefined,
      f.status ? eq(contents.status, f.status) : undefined,
      pattern ? or(ilike(contents.title, pattern), ilike(contents.slug, pattern)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ row: contents, authorName: users.name })
        .from(contents)
        .innerJoin(users, eq(users.id, contents.authorUserId))
        .where(where)
        .orderBy(desc(contents.updatedAt), desc(contents.id))
        .limit(f.limit)
        .offset(f.offset),
      db.select({ n: count() }).from(contents).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async function revisions(contentId: string, limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select({ revision: contentRevisions, savedByName: users.name })
        .from(contentRevisions)
        .innerJoin(users, eq(users.id, contentRevisions.savedByUserId))
        .where(eq(contentRevisions.contentId, contentId))
        .orderBy(desc(contentRevisions.revision))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(contentRevisions).where(eq(contentRevisions.contentId, contentId)),
    ]);
    return { rows: rows as { revision: ContentRevisionRow; savedByName: string }[], total: total?.n ?? 0 };
  }

  async function userNames(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async function taxonomy() {
    const [categories, tags] = await Promise.all([
      db
        .select({
          slug: contentCategories.slug,
          name: contentCategories.name,
          description: contentCategories.description,
          articleCount: sql<number>`count(${contents.id})::int`,
        })
        .from(contentCategories)
        .leftJoin(contents, eq(contents.categorySlug, contentCategories.slug))
        .groupBy(contentCategories.slug, contentCategories.name, contentCategories.description, contentCategories.sortOrder)
        .orderBy(asc(contentCategories.sortOrder)),
      db.select().from(contentTags).orderBy(asc(contentTags.name)),
    ]);
    return { categories, tags };
  }

  return {
    insert,
    update,
    lock,
    findById,
    upsertTags,
    replaceTags,
    tagsOf,
    insertRevision,
    notifyChanged,
    categoryExists,
    publicImageExists,
    listingExists,
    list,
    revisions,
    userNames,
    taxonomy,
  };
}

export type ContentEditorRepository = ReturnType<typeof createContentEditorRepository>;
