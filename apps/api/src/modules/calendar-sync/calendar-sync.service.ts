import { randomBytes } from 'node:crypto';
import {
  addDays,
  CALENDAR_EXPORT_DAYS,
  CALENDAR_FEED_STALE_HOURS,
  CALENDAR_SYNC_INTERVAL_MINUTES,
  CALENDAR_SYNC_NOW_MIN_SECONDS,
  japanDay,
  type CalendarSync,
  type ErrorDetail,
} from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import type { Notify } from '../notifications/notifier.js';
import { inReserveTransaction } from '../reserves/reserve-transaction.js';
import { overlapDays, rangesOfDays } from './feed-blocks.js';
import { exportCalendar } from './feed-export.js';
import { carPreparationDays, planPreparationDays, type PlanDays } from '../host-rules/preparation-days.js';
import { FeedReadError, fetchFeed, type FeedRead } from './feed-fetch.js';
import { FeedParseError, parseFeed, type FeedEvent } from './feed-parse.js';
import { createCalendarSyncRepository, type CalendarSyncRepository, type FeedRow, type SyncKind } from './calendar-sync.repository.js';

/**
 * Calendar sync (ADR 0057): the export feed, the host's import feeds and their reads. A read goes to the network
 * outside any transaction; what it found is written under the listing's row lock (ADR 0016's order), in one
 * transaction with the blocked days it implies and the replicas' notice, so search and the reservation's check see
 * the new days at the commit.
 */

export interface CalendarSyncDeps {
  db: Db;
  now: () => Date;
  /** The site's origin, for the export address. */
  publicUrl: string;
  /** Development and tests read feeds their own loopback servers serve; production never (SSRF). */
  allowPrivateFeeds: boolean;
  /** After a commit that changed a listing's days: this process forgets its cached searches and details. */
  onCalendarChanged: (kind: SyncKind) => void;
  /** In the write's transaction: every replica forgets them after the commit (ADR 0050). */
  tellReplicas: (kind: SyncKind, tx: DbOrTx) => Promise<void>;
  /** Tells the host, in the write's transaction, of an imported event on a reservation's days (notice and mail). */
  notify: Notify;
  /** The jitter of the next poll, in ms (tests give 0). */
  jitterMs?: () => number;
}

const notFound = (kind: SyncKind) => new AppError(kind === 'car' ? 'CAR_NOT_FOUND' : 'SPOT_NOT_FOUND');
const INTERVAL_MS = CALENDAR_SYNC_INTERVAL_MINUTES * 60_000;
/** A due read's claim pushes the feed this far ahead, so that a replica dying mid-read leaves it for the next poll. */
const CLAIM_MS = INTERVAL_MS;
/** An approval reads again every feed of the listing not tried for this long. */
const APPROVAL_FRESH_MS = 5 * 60_000;
/** Feeds one poll reads at most (each within its 10 s deadline). */
const POLL_BATCH = 20;

const newToken = () => randomBytes(24).toString('base64url');
/** `2027-05-03` as 5月3日. */
const formatDay = (day: string) => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;

type ReadOutcome = { ok: true; read: FeedRead; events: FeedEvent[] | null } | { ok: false; message: string };

export function createCalendarSyncService(deps: CalendarSyncDeps) {
  const repository = createCalendarSyncRepository(deps.db);
  const jitter = deps.jitterMs ?? (() => Math.round((Math.random() * 2 - 1) * 90_000));
  const nextPoll = (now: Date) => new Date(now.getTime() + INTERVAL_MS + jitter());

  const exportUrl = (token: string) => `${deps.publicUrl}/calendar/${token}.ics`;

  function window(now: Date) {
    const today = japanDay(now);
    return { today, lastDay: addDays(today, CALENDAR_EXPORT_DAYS) };
  }

  /** Reads and parses a feed (the network, no transaction). A 304 keeps the events as they are (`events: null`). */
  async function read(url: string, validators: { etag: string | null; lastModified: string | null }): Promise<ReadOutcome> {
    try {
      const outcome = await fetchFeed(url, validators, { allowPrivate: deps.allowPrivateFeeds });
      if (outcome.kind === 'unchanged') return { ok: true, read: outcome, events: null };
      return { ok: true, read: outcome, events: parseFeed(outcome.text, window(deps.now())) };
    } catch (error) {
      if (error instanceof FeedReadError || error instanceof FeedParseError) return { ok: false, message: error.message };
      throw error;
    }
  }

  /** Rewrites the feeds' blocked days of a listing from their stored events (in the caller's transaction, under the lock). */
  async function applyBlocks(repo: CalendarSyncRepository, kind: SyncKind, listingId: string): Promise<void> {
    const today = japanDay(deps.now());
    await repo.rewriteFeedRows(kind, listingId, today);
    await deps.tellReplicas(kind, repo.db);
    await tellOfOverlaps(repo, kind, listingId, today);
  }

  /**
   * An imported event on a Kurumatabi reservation's days never blocks or cancels it: the host is told, once per day
   * and feed (a day freed and taken again is told again), with a link to the listing's calendar.
   */
  async function tellOfOverlaps(repo: CalendarSyncRepository, kind: SyncKind, listingId: string, today: string): Promise<void> {
    const events = await repo.eventRanges(kind, listingId, today);
    const reserved = await repo.reservedDays(kind, listingId, today);
    const owner = await repo.ownerOf(kind, listingId);
    for (const feed of await repo.feedsOf(kind, listingId)) {
      const overlaps = overlapDays(events.get(feed.id) ?? [], reserved);
      const told = new Set(await repo.notifiedOverlaps(feed.id));
      const fresh = overlaps.filter((day) => !told.has(day));
      if (fresh.length > 0 && owner) {
        const name = feed.label || 'カレンダー';
        await deps.notify(
          owner,
          {
            kind: 'Reservation',
            title: '他のカレンダーの予定がくるま旅の予約と重なっています',
            body: `取り込んでいる「${name}」の予定が、くるま旅で予約済みの ${fresh.map(formatDay).join('、')} と重なっています。くるま旅の予約はそのままです。他のサイトの予約を確認してください。`,
            link: `/mypage/${kind === 'car' ? 'cars' : 'spots'}/calendar/${listingId}`,
          },
          { tx: repo.db },
        );
      }
      if (fresh.length > 0 || overlaps.length !== told.size) await repo.recordOverlaps(feed.id, overlaps);
    }
  }

  async function show(kind: SyncKind, user: UserRow, listingId: string): Promise<CalendarSync> {
    if (!(await repository.ownsListing(kind, user.id, listingId))) throw notFound(kind);
    return view(kind, listingId);
  }

  async function view(kind: SyncKind, listingId: string): Promise<CalendarSync> {
    const now = deps.now();
    const today = japanDay(now);
    const token = await repository.ensureExport(kind, listingId, newToken());
    const planExports = [];
    for (const plan of kind === 'spot' ? await repository.currentPlans(listingId) : []) {
      const planToken = await repository.ensureExport('plan', plan.id, newToken());
      planExports.push({ planId: plan.id, name: plan.name, exportUrl: exportUrl(planToken) });
    }
    const feeds = await repository.feedsOf(kind, listingId);
    const blocked = await repository.blockedDays(kind, listingId, today);
    const events = await repository.eventRanges(kind, listingId, today);
    const reserved = await repository.reservedDays(kind, listingId, today);
    const last = await repository.lastSyncNow(kind, listingId);
    const availableAt = last && new Date(last.getTime() + CALENDAR_SYNC_NOW_MIN_SECONDS * 1000);
    return {
      exportUrl: exportUrl(token),
      planExports,
      feeds: feeds.map((feed) => ({
        id: feed.id,
        url: feed.url,
        label: feed.label,
        lastSyncedAt: feed.lastSyncedAt?.toISOString() ?? null,
        lastAttemptAt: feed.lastAttemptAt?.toISOString() ?? null,
        lastError: feed.lastError,
        stale: isStale(feed, now),
        blockedDays: blocked.get(feed.id) ?? 0,
        overlapDates: overlapDays(events.get(feed.id) ?? [], reserved),
      })),
      syncNowAvailableAt: availableAt && availableAt > now ? availableAt.toISOString() : null,
    };
  }

  function isStale(feed: FeedRow, now: Date): boolean {
    const since = feed.lastSyncedAt ?? feed.createdAt;
    return now.getTime() - since.getTime() > CALENDAR_FEED_STALE_HOURS * 3_600_000;
  }

  /**
   * Replaces the import feeds. New addresses are read first (outside the transaction); one that cannot be read as a
   * calendar is refused with its reason on its path, and nothing is stored.
   */
  async function updateFeeds(kind: SyncKind, user: UserRow, listingId: string, wanted: { url: string; label: string }[]) {
    if (!(await repository.ownsListing(kind, user.id, listingId))) throw notFound(kind);
    const existing = new Map((await repository.feedsOf(kind, listingId)).map((feed) => [feed.url, feed]));
    const reads = new Map<string, ReadOutcome>();
    const details: ErrorDetail[] = [];
    await Promise.all(
      wanted.map(async (feed, i) => {
        if (existing.has(feed.url)) return;
        const outcome = await read(feed.url, { etag: null, lastModified: null });
        if (!outcome.ok) details.push({ path: `feeds.${i}.url`, message: outcome.message });
        reads.set(feed.url, outcome);
      }),
    );
    if (details.length > 0) throw new AppError('CALENDAR_FEED_UNREADABLE', { details: details.sort((a, b) => (a.path < b.path ? -1 : 1)) });
    const now = deps.now();
    await inReserveTransaction(deps.db, async (tx) => {
      const repo = createCalendarSyncRepository(tx);
      if (!(await repo.lockListing(kind, listingId, user.id))) throw notFound(kind);
      const current = new Map((await repo.feedsOf(kind, listingId)).map((feed) => [feed.url, feed]));
      const keep = new Set(wanted.map((feed) => feed.url));
      for (const [url, feed] of current) if (!keep.has(url)) await repo.deleteFeed(feed.id);
      for (const [position, feed] of wanted.entries()) {
        const kept = current.get(feed.url);
        if (kept) {
          await repo.placeFeed(kept.id, feed.label, position);
          continue;
        }
        const outcome = reads.get(feed.url);
        const id = await repo.addFeed(kind, listingId, { ...feed, position }, nextPoll(now));
        if (outcome?.ok && outcome.read.kind === 'read') {
          await repo.replaceEvents(id, outcome.events ?? []);
          await repo.recordSuccess(id, now, outcome.read, nextPoll(now));
        }
      }
      await applyBlocks(repo, kind, listingId);
    });
    deps.onCalendarChanged(kind);
    return view(kind, listingId);
  }

  /** A new export address for the listing, or for one current plan of the spot when `planId` is given. */
  async function rotate(kind: SyncKind, user: UserRow, listingId: string, planId?: string): Promise<CalendarSync> {
    await inReserveTransaction(deps.db, async (tx) => {
      const repo = createCalendarSyncRepository(tx);
      if (!(await repo.lockListing(kind, listingId, user.id))) throw notFound(kind);
      if (planId === undefined) return repo.rotateExport(kind, listingId, newToken());
      const plans = kind === 'spot' ? await repo.currentPlans(listingId) : [];
      if (!plans.some((plan) => plan.id === planId)) throw new AppError('SPOT_PLAN_NOT_FOUND');
      await repo.rotateExport('plan', planId, newToken());
    });
    return view(kind, listingId);
  }

  /** Reads one feed and stores what it found; a failure keeps the feed's events and blocks and records why. */
  async function syncFeed(feedId: string): Promise<boolean> {
    const feed = await repository.feedById(feedId);
    if (!feed) return false;
    const outcome = await read(feed.url, feed);
    const now = deps.now();
    const synced = await inReserveTransaction(deps.db, async (tx) => {
      const repo = createCalendarSyncRepository(tx);
      // The feed's listing, locked, then the feed re-read: it may have been removed while it was read.
      const listing = await repo.listingOfFeed(feedId);
      if (!listing || !(await repo.lockListing(listing.kind, listing.listingId)) || !(await repo.feedById(feedId))) return null;
      if (!outcome.ok) {
        await repo.recordFailure(feedId, now, outcome.message, nextPoll(now));
        return null;
      }
      if (outcome.read.kind === 'read') await repo.replaceEvents(feedId, outcome.events ?? []);
      await repo.recordSuccess(feedId, now, outcome.read.kind === 'read' ? outcome.read : feed, nextPoll(now));
      await applyBlocks(repo, listing.kind, listing.listingId);
      return listing.kind;
    });
    if (synced) deps.onCalendarChanged(synced);
    return synced !== null;
  }

  /** 「今すぐ同期」: every feed of the listing now, at most once a minute per listing (on every replica). */
  async function syncNow(kind: SyncKind, user: UserRow, listingId: string): Promise<CalendarSync> {
    if (!(await repository.ownsListing(kind, user.id, listingId))) throw notFound(kind);
    const now = deps.now();
    const claim = await repository.claimSyncNow(kind, listingId, now, new Date(now.getTime() - CALENDAR_SYNC_NOW_MIN_SECONDS * 1000));
    if (!claim.claimed) throw new AppError('CALENDAR_SYNC_TOO_SOON');
    for (const feed of await repository.feedsOf(kind, listingId)) await syncFeed(feed.id);
    return view(kind, listingId);
  }

  /**
   * Before a host approves: every feed of the listing not tried in the last 5 minutes is read now, so that a booking
   * made elsewhere since the last poll blocks its days (and shows as an overlap) first. A feed that fails keeps its
   * blocks; the approval goes on.
   */
  async function refreshBeforeApproval(kind: SyncKind, listingId: string): Promise<void> {
    const freshSince = deps.now().getTime() - APPROVAL_FRESH_MS;
    for (const feed of await repository.feedsOf(kind, listingId))
      if (!feed.lastAttemptAt || feed.lastAttemptAt.getTime() < freshSince) await syncFeed(feed.id);
  }

  /** The poll: the feeds due now, claimed for this replica, read one after another. Returns how many it read. */
  async function syncDue(): Promise<number> {
    const now = deps.now();
    const due = await repository.claimDueFeeds(now, POLL_BATCH, new Date(now.getTime() + CLAIM_MS));
    for (const feed of due) await syncFeed(feed.id);
    return due.length;
  }

  /** The export feed behind a secret token; null for an unknown (or rotated) token. */
  async function exportFeed(token: string): Promise<{ body: string; etag: string } | null> {
    const found = await repository.exportByToken(token);
    if (!found) return null;
    const { kind, listingId } = found;
    const { today, lastDay } = window(deps.now());
    const until = addDays(lastDay, 1);
    const title = await repository.listingTitle(kind, listingId);
    const blocked = await repository.ownBlocks(kind, listingId, today, until);
    if (kind === 'car') {
      const times = await repository.carTimes(listingId);
      const trips = await repository.carReservations(listingId, today, until);
      const preparation = await carPreparationDays(deps.db, listingId, { from: today, until });
      return exportCalendar({
        kind,
        listingId,
        title,
        madeAt: found.createdAt,
        timed: trips.map((trip) => ({
          id: trip.id,
          start: new Date(`${trip.from}T${times.pickupTime.slice(0, 5)}:00+09:00`),
          end: new Date(`${addDays(trip.until, -1)}T${times.returnTime.slice(0, 5)}:00+09:00`),
          stamp: trip.requestedAt,
        })),
        reserved: [],
        blocked,
        buffers: rangesOfDays([...preparation].sort()).map((range) => ({ key: range.from, range })),
      });
    }
    const plans = await planPreparationDays(deps.db, listingId, { from: today, until });
    if (found.plan) {
      // One plan's feed: its own full and preparation days, and the spot's closed days (they close every plan).
      const { id: planId, name } = found.plan;
      const full = await repository.planFullDays(planId, today, until);
      const days = [...(plans.find((plan) => plan.plan.id === planId)?.days ?? [])].filter((day) => !full.includes(day)).sort();
      const buffers = rangesOfDays(days).map((range) => ({ key: range.from, range }));
      const reserved = rangesOfDays(full);
      return exportCalendar({
        kind: 'plan',
        listingId: planId,
        title: `${title} ${name}`,
        madeAt: found.createdAt,
        timed: [],
        reserved,
        blocked,
        buffers,
      });
    }
    const full = await repository.spotFullDays(listingId, today, until);
    const buffers = spotPreparationRanges(plans, new Set(full));
    return exportCalendar({ kind, listingId, title, madeAt: found.createdAt, timed: [], reserved: rangesOfDays(full), blocked, buffers });
  }

  return { show, updateFeeds, rotate, syncNow, syncFeed, syncDue, refreshBeforeApproval, exportFeed };
}

/**
 * A spot's preparation days as the export publishes them: the days on which no plan can be booked, each being full or
 * in its preparation days, and not every plan full (those are 予約済み, as the spot's reserved days are). Each run is
 * keyed by its first day, as the blocks are: the same days, the same UIDs.
 */
function spotPreparationRanges(plans: readonly PlanDays[], full: ReadonlySet<string>) {
  const closedFor = (plan: PlanDays, day: string) => plan.days.has(day) || plan.held.has(day);
  const days = [...new Set(plans.flatMap((plan) => [...plan.days]))]
    .filter((day) => !full.has(day) && plans.every((plan) => closedFor(plan, day)))
    .sort();
  return rangesOfDays(days).map((range) => ({ key: range.from, range }));
}

export type CalendarSyncService = ReturnType<typeof createCalendarSyncService>;
