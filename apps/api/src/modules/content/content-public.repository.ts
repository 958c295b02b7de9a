import type { ContentKind } from '@kurumatabi/contract';
import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  cars,
  contentCategories,
  contents,
  contentTagLinks,
  contentTags,
  contentViewDays,
  images,
  spots,
  users,
  type ContentRow,
  type ImageRow,
} from '../../db/schema/index.js';
import { keywordConditions } from '../listings/search-sql.js';

/**
 * What the public sees (ADR 0031): Published, or Scheduled whose time has come by the clock, so a
 * scheduled item goes out without anyone acting; a Draft or Unpublished row never.
 */
export function visible(kind: ContentKind, now: Date): SQL {
  return and(eq(contents.kind, kind), inArray(contents.status, ['Published', 'Scheduled']), lte(contents.publishAt, now))!;
}

export interface PublicListFilter {
  kind: ContentKind;
  now: Date;
  limit: number;
  offset: number;
  categorySlug?: string;
  tagSlug?: string;
  /** A normalised keyword (searchKeyword); every word must match. */
  keyword?: string;
}

const newestFirst = [desc(contents.publishAt), desc(contents.id)];

export function createContentPublicRepository(db: Db) {
  function where(f: PublicListFilter): SQL {
    return and(
      visible(f.kind, f.now),
      f.categorySlug !== undefined ? eq(contents.categorySlug, f.categorySlug) : undefined,
      f.tagSlug !== undefined
        ? sql`exists (select 1 from ${contentTagLinks} where ${contentTagLinks.contentId} = ${contents.id} and ${contentTagLinks.tagSlug} = ${f.tagSlug})`
        : undefined,
      ...keywordConditions(f.keyword, { searchText: contents.searchText, searchGrams: contents.searchGrams }),
    )!;
  }

  /** A page of visible rows, newest first (a search: title matches first), with the total. */
  async function list(f: PublicListFilter): Promise<{ rows: ContentRow[]; total: number }> {
    const condition = where(f);
    // A match in the title ranks first: search_text begins with the normalised title (ADR 0031), so a
    // word found within its first char_length(title) characters is in the title (NFKC rarely changes the length).
    const titleFirst =
      f.keyword === undefined
        ? []
        : [
            sql`(${sql.join(
              f.keyword.split(' ').map((w) => sql`strpos(${contents.searchText}, ${w}) between 1 and char_length(${contents.title})`),
              sql` and `,
            )}) desc`,
          ];
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(contents)
        .where(condition)
        .orderBy(...titleFirst, ...newestFirst)
        .limit(f.limit)
        .offset(f.offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(contents)
        .where(condition),
    ]);
    return { rows, total: count?.n ?? 0 };
  }

  async function findBySlug(kind: ContentKind, slug: string, now: Date): Promise<ContentRow | null> {
    const [row] = await db
      .select()
      .from(contents)
      .where(and(visible(kind, now), eq(contents.slug, slug)))
      .limit(1);
    return row ?? null;
  }

  /** The tags of each content item, in name order. */
  async function tagsOf(contentIds: string[]): Promise<Map<string, { slug: string; name: string }[]>> {
    const byContent = new Map<string, { slug: string; name: string }[]>();
    if (contentIds.length === 0) return byContent;
    const rows = await db
      .select({ contentId: contentTagLinks.contentId, slug: contentTags.slug, name: contentTags.name })
      .from(contentTagLinks)
      .innerJoin(contentTags, eq(contentTags.slug, contentTagLinks.tagSlug))
      .where(inArray(contentTagLinks.contentId, contentIds))
      .orderBy(asc(contentTags.name));
    for (const row of rows) byContent.set(row.contentId, [...(byContent.get(row.contentId) ?? []), { slug: row.slug, name: row.name }]);
    return byContent;
  }

  /** Public images by id (a private one is never shown on a public page). */
  async function publicImages(ids: string[]): Promise<ImageRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(images)
      .where(and(inArray(images.id, ids), eq(images.visibility, 'Public')));
  }

  /** The categories in display order, with their visible articles counted (a join: drizzle qualifies its columns then). */
  async function categories(now: Date) {
    return db
      .select({
        slug: contentCategories.slug,
        name: contentCategories.name,
        description: contentCategories.description,
        articleCount: sql<number>`count(${contents.id})::int`,
      })
      .from(contentCategories)
      .leftJoin(contents, and(eq(contents.categorySlug, contentCategories.slug), visible('Article', now)))
      .groupBy(contentCategories.slug, contentCategories.name, contentCategories.description, contentCategories.sortOrder)
      .orderBy(asc(contentCategories.sortOrder), asc(contentCategories.slug));
  }

  /** Tags of visible articles with their counts, the most used first. */
  async function tagsInUse(now: Date, limit: number, tagSlug?: string) {
    return db
      .select({ slug: contentTags.slug, name: contentTags.name, articleCount: sql<number>`count(*)::int` })
      .from(contentTags)
      .innerJoin(contentTagLinks, eq(contentTagLinks.tagSlug, contentTags.slug))
      .innerJoin(contents, eq(contents.id, contentTagLinks.contentId))
      .where(and(visible('Article', now), tagSlug !== undefined ? eq(contentTags.slug, tagSlug) : undefined))
      .groupBy(contentTags.slug, contentTags.name)
      .orderBy(desc(sql`count(*)`), asc(contentTags.name))
      .limit(limit);
  }

  async function tagBySlug(slug: string) {
    const [row] = await db.select().from(contentTags).where(eq(contentTags.slug, slug)).limit(1);
    return row ?? null;
  }

  /** Visible articles sharing the most tags with the given one, then of its category, newest first. */
  async function related(article: ContentRow, now: Date, limit: number): Promise<ContentRow[]> {
    const sharedTags = sql<number>`(select count(*) from ${contentTagLinks} mine join ${contentTagLinks} theirs on theirs.tag_slug = mine.tag_slug where mine.content_id = ${article.id} and theirs.content_id = "contents"."id")`;
    return db
      .select()
      .from(contents)
      .where(and(visible('Article', now), sql`${contents.id} <> ${article.id}`))
      .orderBy(desc(sharedTags), desc(sql`${contents.categorySlug} = ${article.categorySlug}`), ...newestFirst)
      .limit(limit);
  }

  /** Views of visible articles since `sinceDay` (inclusive), the most viewed first; ties newest first. */
  async function popularArticles(now: Date, sinceDay: string, limit: number): Promise<(ContentRow & { views: number })[]> {
    const views = sql<number>`coalesce((select sum(v.views) from ${contentViewDays} v where v.content_id = "contents"."id" and v.day >= ${sinceDay}::date), 0)::int`;
    const rows = await db
      .select({ row: contents, views })
      .from(contents)
      .where(visible('Article', now))
      .orderBy(desc(views), ...newestFirst)
      .limit(limit);
    return rows.map(({ row, views: n }) => ({ ...row, views: n }));
  }

  /** Per category: its visible articles' views since `sinceDay`, and their count. */
  async function popularCategories(now: Date, sinceDay: string) {
    return db.execute<{ slug: string; name: string; description: string; article_count: number; views: number }>(sql`
      select cat.slug, cat.name, cat.description,
        count(distinct ${contents.id})::int as article_count,
        coalesce(sum(v.views), 0)::int as views
      from ${contentCategories} cat
      left join ${contents} on ${contents.categorySlug} = cat.slug and ${visible('Article', now)}
      left join ${contentViewDays} v on v.content_id = ${contents.id} and v.day >= ${sinceDay}::date
      group by cat.slug, cat.name, cat.description, cat.sort_order
      order by views desc, cat.sort_order asc`);
  }

  /** Per tag in use: its visible articles' views since `sinceDay`, and their count. */
  async function popularTags(now: Date, sinceDay: string, limit: number) {
    return db.execute<{ slug: string; name: string; article_count: number; views: number }>(sql`
      select t.slug, t.name,
        count(distinct ${contents.id})::int as article_count,
        coalesce(sum(v.views), 0)::int as views
      from ${contentTags} t
      join ${contentTagLinks} l on l.tag_slug = t.slug
      join ${contents} on ${contents.id} = l.content_id and ${visible('Article', now)}
      left join ${contentViewDays} v on v.content_id = ${contents.id} and v.day >= ${sinceDay}::date
      group by t.slug, t.name
      order by views desc, article_count desc, t.name asc
      limit ${limit}`);
  }

  /** The interviewed owner's car or spot, only while it is listed (publicly visible). */
  async function listedListing(carId: string | null, spotId: string | null) {
    if (carId) {
      const [car] = await db
        .select({ id: cars.id, title: cars.title })
        .from(cars)
        .where(and(eq(cars.id, carId), eq(cars.listed, true)));
      return car ? { kind: 'Car' as const, ...car } : null;
    }
    if (spotId) {
      const [spot] = await db
        .select({ id: spots.id, title: spots.title })
        .from(spots)
        .where(and(eq(spots.id, spotId), eq(spots.listed, true)));
      return spot ? { kind: 'Spot' as const, ...spot } : null;
    }
    return null;
  }

  async function userName(userId: string): Promise<string> {
    const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return user?.name ?? '';
  }

  /** The earliest scheduled publication after `now`: when the cached public reads must be dropped. */
  async function nextScheduledAt(now: Date): Promise<Date | null> {
    const [row] = await db
      .select({ at: sql<Date | null>`min(${contents.publishAt})` })
      .from(contents)
      .where(and(eq(contents.status, 'Scheduled'), sql`${contents.publishAt} > ${now}`));
    return row?.at ? new Date(row.at) : null;
  }

  return {
    list,
    findBySlug,
    tagsOf,
    publicImages,
    categories,
    tagsInUse,
    tagBySlug,
    related,
    popularArticles,
    popularCategories,
    popularTags,
    listedListing,
    userName,
    nextScheduledAt,
  };
}

export type ContentPublicRepository = ReturnType<typeof createContentPublicRepository>;
