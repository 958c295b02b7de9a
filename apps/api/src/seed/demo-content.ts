import type { ContentKind } from '@kurumatabi/contract';
import { and, asc, eq } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import {
  cars,
  contentRevisions,
  contents,
  contentTagLinks,
  contentTags,
  contentViewDays,
  spots,
  users,
  type UserRow,
} from '../db/schema/index.js';
import { createStorage, type ObjectStorage } from '../lib/storage/storage.js';
import { searchColumns } from '../modules/listings/listing-documents.js';
import type { ListingArt } from './art/render.js';
import { basicsArticles } from './content/articles/basics.js';
import { choosingArticles } from './content/articles/choosing.js';
import { placeArticles } from './content/articles/places.js';
import { routeArticles } from './content/articles/routes.js';
import { seedTags, type SeedArticle } from './content/articles/types.js';
import { seedInterviews } from './content/interviews.js';
import { seedNews } from './content/news.js';
import { demoAccounts } from './demo-accounts.js';
import { prepareArt, storeArt } from './demo-listings.js';

const DAY_MS = 86_400_000;
/** Days over which an article's recent views are spread (the popularity window's first week). */
const VIEW_DAYS = 7;

export const seedArticles: readonly SeedArticle[] = [...basicsArticles, ...choosingArticles, ...placeArticles, ...routeArticles];

async function userByKey(db: Db, key: (typeof demoAccounts)[number]['key']): Promise<UserRow | null> {
  const demo = demoAccounts.find((a) => a.key === key);
  if (!demo) return null;
  const [row] = await db.select().from(users).where(eq(users.firebaseUid, demo.uid));
  return row ?? null;
}

/** The first listed car or spot of a demo host, for an interview's link. */
async function listingOf(db: Db, key: 'carOwner' | 'facilityProvider' | null): Promise<{ carId: string | null; spotId: string | null }> {
  const host = key ? await userByKey(db, key) : null;
  if (!host) return { carId: null, spotId: null };
  const table = key === 'carOwner' ? cars : spots;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.ownerUserId, host.id), eq(table.listed, true)))
    .orderBy(asc(table.createdAt))
    .limit(1);
  return key === 'carOwner' ? { carId: row?.id ?? null, spotId: null } : { carId: null, spotId: row?.id ?? null };
}

interface DemoItem {
  kind: ContentKind;
  slug: string;
  title: string;
  summary: string;
  daysAgo: number;
  cover: ListingArt;
  /** The body, with `{{image}}` for the inline illustration when there is one. */
  body: string;
  inline?: { art: ListingArt; alt: string };
  categorySlug?: string;
  tags?: string[];
  intervieweeName?: string;
  listing?: { carId: string | null; spotId: string | null };
  recentViews?: number;
}

/** One published item with its drawn images, tags, first revision and recent views. */
async function insertItem(db: Db, storage: ObjectStorage, author: UserRow, item: DemoItem, now: Date): Promise<void> {
  const cover = await storeArt(db, storage, author.id, item.cover);
  let body = item.body;
  if (item.inline) {
    const inline = await storeArt(db, storage, author.id, item.inline.art);
    body = body.replace('{{image}}', `![${item.inline.alt}](image:${inline.id})`);
  }
  // Published at 10:00 Japan time, `daysAgo` days before the seed ran.
  const day = new Date(now.getTime() - item.daysAgo * DAY_MS).toISOString().slice(0, 10);
  const publishedAt = new Date(`${day}T10:00:00+09:00`);
  const tagNames = (item.tags ?? []).map((slug) => seedTags[slug as keyof typeof seedTags]);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contents)
      .values({
        kind: item.kind,
        slug: item.slug,
        status: 'Published',
        title: item.title,
        summary: item.summary,
        bodyMarkdown: body,
        coverImageId: cover.id,
        categorySlug: item.categorySlug ?? null,
        intervieweeName: item.intervieweeName ?? null,
        carId: item.listing?.carId ?? null,
        spotId: item.listing?.spotId ?? null,
        publishAt: publishedAt,
        firstPublishedAt: publishedAt,
        authorUserId: author.id,
        revision: 1,
        ...searchColumns([item.title, item.summary, tagNames.join(' '), body]),
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return;
    if (item.tags?.length) await tx.insert(contentTagLinks).values(item.tags.map((tagSlug) => ({ contentId: row.id, tagSlug })));
    await tx.insert(contentRevisions).values({
      contentId: row.id,
      revision: 1,
      action: 'Publish',
      status: 'Published',
      publishAt: publishedAt,
      savedByUserId: author.id,
      savedAt: publishedAt,
      snapshot: {
        slug: row.slug,
        title: row.title,
        summary: row.summary,
        bodyMarkdown: row.bodyMarkdown,
        coverImageId: row.coverImageId,
        categorySlug: row.categorySlug,
        tags: (item.tags ?? []).map((slug, i) => ({ slug, name: tagNames[i]! })),
        intervieweeName: row.intervieweeName,
        carId: row.carId,
        spotId: row.spotId,
      },
    });
    if (item.recentViews) {
      const perDay = Math.max(1, Math.round(item.recentViews / VIEW_DAYS));
      const days = Array.from({ length: Math.min(VIEW_DAYS, item.daysAgo + 1) }, (_, i) =>
        new Date(now.getTime() + 9 * 3_600_000 - i * DAY_MS).toISOString().slice(0, 10),
      );
      await tx.insert(contentViewDays).values(days.map((d, i) => ({ contentId: row.id, day: d, views: perDay + ((i * 7) % 5) })));
    }
  });
}

/**
 * The demo magazine (ADR 0031): 12 articles in the four categories, 5 news items and 3 owner
 * interviews, written by the demo operator, each with the project's own illustrations drawn and
 * stored through the image pipeline. Idempotent: an item whose slug exists is left as it is (staff
 * may have edited it), so a restart adds nothing twice.
 */
export async function ensureDemoContent(db: Db, storage: ObjectStorage = createStorage(loadConfig(process.env).storage)): Promise<number> {
  const author = await userByKey(db, 'operator');
  if (!author) return 0;
  await db
    .insert(contentTags)
    .values(Object.entries(seedTags).map(([slug, name]) => ({ slug, name })))
    .onConflictDoNothing({ target: contentTags.slug });
  const now = new Date();
  const items: DemoItem[] = [
    ...seedArticles.map((a) => ({
      kind: 'Article' as const,
      ...a,
      categorySlug: a.category,
      inline: { art: a.inline, alt: a.inlineAlt },
    })),
    ...seedNews.map((n) => ({ kind: 'News' as const, ...n })),
  ];
  for (const interview of seedInterviews) {
    items.push({ kind: 'Interview', ...interview, listing: await listingOf(db, interview.listing) });
  }
  // Only the items whose slug is new (a demo changed by hand stays changed), their images drawn side by side.
  const known = new Set(
    (await db.select({ kind: contents.kind, slug: contents.slug }).from(contents)).map((row) => `${row.kind}/${row.slug}`),
  );
  const fresh = items.filter((item) => !known.has(`${item.kind}/${item.slug}`));
  prepareArt(fresh.flatMap((item) => (item.inline ? [item.cover, item.inline.art] : [item.cover])));
  for (const item of fresh) await insertItem(db, storage, author, item, now);
  return fresh.length;
}
