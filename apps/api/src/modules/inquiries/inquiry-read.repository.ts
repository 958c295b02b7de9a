import { MAX_KEYWORD_WORDS, normalizeSearchText, type InquirySide, type InquiryState } from '@kurumatabi/contract';
import type { TargetKind } from '@kurumatabi/contract/enums';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cars, images, inquiries, inquiryMessages, reserves, spots, users, type ImageRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import { escapeLike } from '../listings/search-sql.js';

/** What the lists and the heading of a thread show: its row with the listing, the people, the reservation and the last message. */

const guest = alias(users, 'guest');
const host = alias(users, 'host');
const last = alias(inquiryMessages, 'last_message');

/** The longest excerpt read for a list row (the view cuts it to INQUIRY_EXCERPT_LENGTH on one line). */
const EXCERPT_READ = 200;

const threadColumns = {
  thread: inquiries,
  listingTitle: sql<string>`coalesce(${cars.title}, ${spots.title}, '')`,
  coverId: sql<string | null>`coalesce(${cars.photoIds}[1], ${spots.photoIds}[1])`,
  guestName: guest.name,
  guestDeactivatedAt: guest.deactivatedAt,
  guestSuspendedAt: guest.suspendedAt,
  hostName: host.name,
  hostDeactivatedAt: host.deactivatedAt,
  hostSuspendedAt: host.suspendedAt,
  reserveStatus: reserves.status,
  reserveStartDate: reserves.startDate,
  reserveEndDate: reserves.endDate,
  lastKind: last.kind,
  lastSenderRole: last.senderRole,
  lastExcerpt: sql<string | null>`left(${last.body}, ${EXCERPT_READ})`,
  lastAt: last.createdAt,
};

/** A caller's side of the lists: their threads as guest, as host, or both (search without `as`). */
export interface ThreadFilters {
  userId: string;
  side?: InquirySide | undefined;
  targetKind?: TargetKind | undefined;
  state?: InquiryState | undefined;
  unreadOnly?: boolean | undefined;
  listingId?: string | undefined;
  reserveId?: string | undefined;
  /** Part of the other person's name. */
  counterpart?: string | undefined;
  /** Words that must all appear in the thread's messages (any message each). */
  text?: string | undefined;
}

function mine(userId: string, side: InquirySide | undefined): SQL {
  if (side === 'Guest') return eq(inquiries.guestUserId, userId);
  if (side === 'Host') return eq(inquiries.hostUserId, userId);
  return or(eq(inquiries.guestUserId, userId), eq(inquiries.hostUserId, userId))!;
}

/** The viewer's unread count of a row, for the order and the unread filter. */
function viewerUnread(userId: string, side: InquirySide | undefined): SQL {
  if (side === 'Guest') return sql`${inquiries.guestUnread}`;
  if (side === 'Host') return sql`${inquiries.hostUnread}`;
  return sql`(case when ${inquiries.guestUserId} = ${userId} then ${inquiries.guestUnread} else ${inquiries.hostUnread} end)`;
}

function conditions(f: ThreadFilters): SQL[] {
  const where: SQL[] = [mine(f.userId, f.side)];
  if (f.targetKind) where.push(eq(inquiries.targetKind, f.targetKind));
  if (f.state) where.push(eq(inquiries.state, f.state));
  if (f.unreadOnly) where.push(sql`${viewerUnread(f.userId, f.side)} > 0`);
  if (f.listingId) where.push(sql`coalesce(${inquiries.carId}, ${inquiries.spotId}) = ${f.listingId}`);
  if (f.reserveId) where.push(eq(inquiries.reserveId, f.reserveId));
  if (f.counterpart) {
    const pattern = `%${escapeLike(f.counterpart)}%`;
    where.push(sql`exists (select 1 from users u where u.name ilike ${pattern} and u.id = (case when ${inquiries.guestUserId} = ${f.userId}
      then ${inquiries.hostUserId} else ${inquiries.guestUserId} end))`);
  }
  if (f.text) {
    const words = [
      ...new Set(
        normalizeSearchText(f.text)
          .split(' ')
          .filter((w) => w.length > 0),
      ),
    ].slice(0, MAX_KEYWORD_WORDS);
    for (const word of words) {
      where.push(
        sql`exists (select 1 from inquiry_messages m where m.inquiry_id = ${inquiries.id} and m.search_text ilike ${`%${escapeLike(word)}%`})`,
      );
    }
  }
  return where;
}

export type ThreadView = Awaited<ReturnType<ReturnType<typeof createInquiryReadRepository>['byIds']>>[number];

export function createInquiryReadRepository(db: DbOrTx) {
  function select() {
    return db
      .select(threadColumns)
      .from(inquiries)
      .innerJoin(guest, eq(guest.id, inquiries.guestUserId))
      .innerJoin(host, eq(host.id, inquiries.hostUserId))
      .leftJoin(cars, eq(cars.id, inquiries.carId))
      .leftJoin(spots, eq(spots.id, inquiries.spotId))
      .leftJoin(reserves, eq(reserves.id, inquiries.reserveId))
      .leftJoin(last, and(eq(last.inquiryId, inquiries.id), eq(last.seq, inquiries.lastMessageSeq)));
  }

  async function byIds(ids: readonly string[]) {
    if (ids.length === 0) return [];
    return select().where(inArray(inquiries.id, [...ids]));
  }

  /** A page of the caller's threads: unread ones first, then the latest activity first. */
  async function page(f: ThreadFilters, limit: number, offset: number): Promise<{ items: ThreadView[]; total: number }> {
    const where = and(...conditions(f));
    const [items, [total]] = await Promise.all([
      select()
        .where(where)
        .orderBy(sql`(${viewerUnread(f.userId, f.side)} > 0) desc`, desc(inquiries.lastActivityAt), desc(inquiries.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(inquiries).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  /** The caller's unread messages over all their threads (the header's bell and the lists' tabs). */
  async function unreadTotals(userId: string) {
    const [row] = await db
      .select({
        asGuest: sql<number>`coalesce(sum(${inquiries.guestUnread}) filter (where ${inquiries.guestUserId} = ${userId}), 0)::int`,
        car: sql<number>`coalesce(sum(${inquiries.hostUnread}) filter (where ${inquiries.hostUserId} = ${userId} and ${inquiries.targetKind} = 'Car'), 0)::int`,
        spot: sql<number>`coalesce(sum(${inquiries.hostUnread}) filter (where ${inquiries.hostUserId} = ${userId} and ${inquiries.targetKind} = 'Spot'), 0)::int`,
        threads: sql<number>`count(*)::int`,
      })
      .from(inquiries)
      .where(
        or(
          and(eq(inquiries.guestUserId, userId), sql`${inquiries.guestUnread} > 0`),
          and(eq(inquiries.hostUserId, userId), sql`${inquiries.hostUnread} > 0`),
        ),
      );
    const asGuest = row?.asGuest ?? 0;
    const byTargetKind = { Car: row?.car ?? 0, Spot: row?.spot ?? 0 };
    const asHost = byTargetKind.Car + byTargetKind.Spot;
    return { total: asGuest + asHost, asGuest, asHost, byTargetKind, threads: row?.threads ?? 0 };
  }

  /** The cover images of some threads' listings (public ones only are shown). */
  async function covers(ids: readonly string[]): Promise<Map<string, ImageRow>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await db.select().from(images).where(inArray(images.id, unique));
    return new Map(rows.map((r) => [r.id, r]));
  }

  return { byIds, page, unreadTotals, covers };
}

export type InquiryReadRepository = ReturnType<typeof createInquiryReadRepository>;
