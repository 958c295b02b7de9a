import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cars, contentCategories, contents, contentTagLinks, spots } from '../db/schema/index.js';

export type ListingTable = 'cars' | 'spots';

const tables = { cars, spots } as const;

/** What the pages need from the database beyond the services: the sitemap's listings and why a listing is not public. */
export function createPagesRepository(db: Db) {
  /** How many listings of the kind are listed now. */
  async function countListed(table: ListingTable): Promise<number> {
    const t = tables[table];
    const [row] = await db.select({ n: count() }).from(t).where(eq(t.listed, true));
    return row?.n ?? 0;
  }

  /** One page of the listed listings, by id (a stable order), with their last change. */
  async function pageListed(table: ListingTable, limit: number, offset: number): Promise<{ id: string; updatedAt: Date }[]> {
    const t = tables[table];
    return db.select({ id: t.id, updatedAt: t.updatedAt }).from(t).where(eq(t.listed, true)).orderBy(asc(t.id)).limit(limit).offset(offset);
  }

  /**
   * Why a listing the public detail did not find is not public: `withdrawn` when it was listed once
   * (published, then unpublished, or its host left), `unknown` when it never was or does not exist.
   */
  async function absence(table: ListingTable, id: string): Promise<'withdrawn' | 'unknown'> {
    const t = tables[table];
    const [row] = await db.select({ publishedAt: t.publishedAt, listed: t.listed }).from(t).where(eq(t.id, id));
    return row && !row.listed && row.publishedAt !== null ? 'withdrawn' : 'unknown';
  }

  /**
   * The content the public sees now (Published, or Scheduled and its time has come; ADR 0031), the
   * newest first, at most `limit`, with the categories and tags that have such articles.
   */
  async function publishedContent(limit: number): Promise<{
    items: { kind: 'Article' | 'News' | 'Interview'; slug: string; updatedAt: Date }[];
    categories: string[];
    tags: string[];
  }> {
    const visible = and(inArray(contents.status, ['Published', 'Scheduled']), lte(contents.publishAt, sql`now()`));
    const [items, categories, tags] = await Promise.all([
      db
        .select({ kind: contents.kind, slug: contents.slug, updatedAt: contents.updatedAt })
        .from(contents)
        .where(visible)
        .orderBy(sql`${contents.publishAt} desc`, asc(contents.id))
        .limit(limit),
      db
        .selectDistinct({ slug: contentCategories.slug })
        .from(contentCategories)
        .innerJoin(contents, eq(contents.categorySlug, contentCategories.slug))
        .where(visible)
        .orderBy(asc(contentCategories.slug)),
      db
        .selectDistinct({ slug: contentTagLinks.tagSlug })
        .from(contentTagLinks)
        .innerJoin(contents, eq(contents.id, contentTagLinks.contentId))
        .where(visible)
        .orderBy(asc(contentTagLinks.tagSlug)),
    ]);
    return { items, categories: categories.map((row) => row.slug), tags: tags.map((row) => row.slug) };
  }

  return { countListed, pageListed, absence, publishedContent };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;
