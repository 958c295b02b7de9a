import type { ContactCategory, ContactState } from '@kurumatabi/contract';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { contactMessages, users, type ContactMessageRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';

/** The contact form's messages (ADR 0025). */

const sender = alias(users, 'sender');
const answerer = alias(users, 'answerer');
const closer = alias(users, 'closer');

export type NewContactMessage = typeof contactMessages.$inferInsert;

const columns = {
  row: contactMessages,
  senderName: sender.name,
  answeredByName: answerer.name,
  doneByName: closer.name,
};

export function createContactRepository(db: DbOrTx) {
  function select() {
    return db
      .select(columns)
      .from(contactMessages)
      .leftJoin(sender, eq(sender.id, contactMessages.userId))
      .leftJoin(answerer, eq(answerer.id, contactMessages.answeredBy))
      .leftJoin(closer, eq(closer.id, contactMessages.doneBy));
  }

  /** Stores a message; null when its reference was taken (the caller draws another). */
  async function insert(values: NewContactMessage): Promise<ContactMessageRow | null> {
    const [row] = await db.insert(contactMessages).values(values).onConflictDoNothing({ target: contactMessages.reference }).returning();
    return row ?? null;
  }

  async function findById(id: string) {
    const [row] = await select().where(eq(contactMessages.id, id));
    return row ?? null;
  }

  async function lockById(id: string): Promise<ContactMessageRow | null> {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    return row ?? null;
  }

  async function update(id: string, set: Partial<ContactMessageRow>): Promise<void> {
    await db.update(contactMessages).set(set).where(eq(contactMessages.id, id));
  }

  /** The inbox: the unanswered first, oldest first (who waited longest); the others newest first. */
  async function page(
    filters: { state?: ContactState | undefined; category?: ContactCategory | undefined },
    limit: number,
    offset: number,
  ) {
    const where: SQL[] = [];
    if (filters.state) where.push(eq(contactMessages.state, filters.state));
    if (filters.category) where.push(eq(contactMessages.category, filters.category));
    const condition = where.length > 0 ? and(...where) : undefined;
    const [items, [total]] = await Promise.all([
      select()
        .where(condition)
        .orderBy(
          sql`(${contactMessages.state} = 'New') desc`,
          asc(sql`case when ${contactMessages.state} = 'New' then ${contactMessages.createdAt} end`),
          desc(contactMessages.createdAt),
          desc(contactMessages.id),
        )
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(contactMessages).where(condition),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  async function countsByState(): Promise<Record<ContactState, number>> {
    const rows = await db.select({ state: contactMessages.state, n: count() }).from(contactMessages).groupBy(contactMessages.state);
    const counts: Record<ContactState, number> = { New: 0, Answered: 0, Done: 0 };
    for (const r of rows) counts[r.state] = r.n;
    return counts;
  }

  return { insert, findById, lockById, update, page, countsByState };
}

export type ContactView = NonNullable<Awaited<ReturnType<ReturnType<typeof createContactRepository>['findById']>>>;
