import { ContentKind, ContentRevisionAction, ContentStatus } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars.js';
import { inValues } from './enum-check.js';
import { images } from './images.js';
import { spots } from './spots.js';
import { users } from './users.js';

/** The article categories: a Japanese name and its URL slug (ADR 0031; the four are seeded). */
export const contentCategories = pgTable('content_categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Article tags: a Japanese name and its URL slug; created by the editor when a new slug is named. */
export const contentTags = pgTable('content_tags', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
});

/**
 * Articles, news and owner interviews (ADR 0031): one row each, one lifecycle. The public sees a row
 * when `status` is Published or Scheduled and `publish_at` has come (compared with the clock, so a
 * scheduled item goes out by itself). The Markdown is kept as written; it is rendered and sanitised
 * on the server when read. `search_text`/`search_grams` are the listings' keyword columns (ADR 0015).
 */
export const contents = pgTable(
  'contents',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').notNull().$type<ContentKind>(),
    slug: text('slug').notNull(),
    status: text('status').notNull().default('Draft').$type<ContentStatus>(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    bodyMarkdown: text('body_markdown').notNull().default(''),
    coverImageId: uuid('cover_image_id').references(() => images.id, { onDelete: 'set null' }),
    /** Articles only (CHECK). */
    categorySlug: text('category_slug').references(() => contentCategories.slug),
    /** Interviews only (CHECK): how the owner is named, and their car or spot. */
    intervieweeName: text('interviewee_name'),
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'set null' }),
    spotId: uuid('spot_id').references(() => spots.id, { onDelete: 'set null' }),
    /** Scheduled: when it goes out. Published: when it went out (its public date). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id),
    /** The latest revision's number: the editor's optimistic check (update-content's expectedRevision). */
    revision: integer('revision').notNull().default(1),
    searchText: text('search_text').notNull().default(''),
    searchGrams: text('search_grams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contents_kind_slug_key').on(t.kind, t.slug),
    check('contents_kind_check', inValues(t.kind, ContentKind.values)),
    check('contents_status_check', inValues(t.status, ContentStatus.values)),
    check('contents_article_category_check', sql`(${t.kind} = 'Article') = (${t.categorySlug} is not null)`),
    check(
      'contents_interview_fields_check',
      sql`${t.kind} = 'Interview' or (${t.intervieweeName} is null and ${t.carId} is null and ${t.spotId} is null)`,
    ),
    check('contents_one_listing_check', sql`${t.carId} is null or ${t.spotId} is null`),
    check('contents_publish_at_check', sql`${t.status} not in ('Scheduled', 'Published') or ${t.publishAt} is not null`),
    // The public lists: newest first among the visible rows of a kind.
    index('contents_public_idx')
      .on(t.kind, t.publishAt.desc(), t.id)
      .where(sql`${t.status} in ('Published', 'Scheduled')`),
    index('contents_category_idx')
      .on(t.categorySlug, t.publishAt.desc())
      .where(sql`${t.status} in ('Published', 'Scheduled')`),
    index('contents_updated_idx').on(t.updatedAt.desc()),
    index('contents_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('contents_search_grams_idx').using('gin', t.searchGrams),
  ],
);

/** The tags of an article. */
export const contentTagLinks = pgTable(
  'content_tag_links',
  {
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    tagSlug: text('tag_slug')
      .notNull()
      .references(() => contentTags.slug),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.tagSlug] }), index('content_tag_links_tag_idx').on(t.tagSlug)],
);

/** What a revision keeps of the editor's fields. */
export interface ContentSnapshot {
  slug: string;
  title: string;
  summary: string;
  bodyMarkdown: string;
  coverImageId: string | null;
  categorySlug: string | null;
  tags: { slug: string; name: string }[];
  intervieweeName: string | null;
  carId: string | null;
  spotId: string | null;
}

/** Every saving act on a content item, append-only: its history (list-content-revisions). */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    action: text('action').notNull().$type<ContentRevisionAction>(),
    status: text('status').notNull().$type<ContentStatus>(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    savedByUserId: uuid('saved_by_user_id')
      .notNull()
      .references(() => users.id),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    snapshot: jsonb('snapshot').notNull().$type<ContentSnapshot>(),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.revision] }),
    check('content_revisions_action_check', inValues(t.action, ContentRevisionAction.values)),
  ],
);

/**
 * Views per content item and day (Asia/Tokyo), the popularity's sliding window (ADR 0031). Written
 * by the batched flush only: `views = views + n`, so every replica's increments add up.
 */
export const contentViewDays = pgTable(
  'content_view_days',
  {
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.day] }), index('content_view_days_day_idx').on(t.day)],
);

export type ContentRow = typeof contents.$inferSelect;
export type ContentRevisionRow = typeof contentRevisions.$inferSelect;

/**
 * Who has been counted for an item on a Japan day (ADR 0044): one row per person, so a view counts
 * once per person, item and day. `visitor` is a keyed hash (HMAC with the server's secret and the
 * day) of the signed-in user, or of the address and user agent: never the address itself, and not
 * linkable from one day to the next. Rows are needed only while their day can still be flushed
 * (today and yesterday); older ones are deleted by the flush.
 */
export const contentViewVisitors = pgTable(
  'content_view_visitors',
  {
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.day, t.visitor] }), index('content_view_visitors_day_idx').on(t.day)],
);
