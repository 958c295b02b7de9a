import { randomBytes } from 'node:crypto';
import type {
  ContactMessageDetail,
  ContactMessageSummary,
  ContactReceipt,
  Output,
  ParsedInput,
  answerContactMessage,
  contactFormInput,
  listContactMessages,
} from '@kurumatabi/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { SendMail } from '../notifications/notifier.js';
import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import { excerptOf } from '../inquiries/inquiry-view.js';
import { answerMail } from './contact-texts.js';
import { createContactRepository, type ContactView } from './contact.repository.js';

/** Unambiguous characters for a reference read over the phone (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function newReference(): string {
  const bytes = randomBytes(8);
  return `C-${Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;
}

function summaryOf(view: ContactView): ContactMessageSummary {
  const r = view.row;
  return {
    id: r.id,
    reference: r.reference,
    state: r.state,
    category: r.category,
    name: r.name,
    email: r.email,
    user: r.userId && view.senderName !== null ? { id: r.userId, name: view.senderName } : null,
    excerpt: excerptOf(r.body),
    createdAt: r.createdAt.toISOString(),
    answeredAt: r.answeredAt?.toISOString() ?? null,
  };
}

function detailOf(view: ContactView): ContactMessageDetail {
  const r = view.row;
  return {
    ...summaryOf(view),
    body: r.body,
    answer: r.answer,
    answeredBy: r.answeredBy && view.answeredByName !== null ? { id: r.answeredBy, name: view.answeredByName } : null,
    doneAt: r.doneAt?.toISOString() ?? null,
    doneBy: r.doneBy && view.doneByName !== null ? { id: r.doneBy, name: view.doneByName } : null,
  };
}

/**
 * The contact form and the operators' inbox (ADR 0025). A filled honeypot is answered like any
 * message and dropped; an answer is mailed to the sender's address through the outbox, in the
 * transaction that records it, and logged with the marking done in the operators' audit log.
 */
export function createContactService(deps: { db: Db; sendMail: SendMail; now: () => Date; publicUrl: string }) {
  const repository = createContactRepository(deps.db);

  async function shown(id: string): Promise<ContactMessageDetail> {
    const view = await repository.findById(id);
    if (!view) throw new AppError('CONTACT_MESSAGE_NOT_FOUND');
    return detailOf(view);
  }

  return {
    async send(user: UserRow | null, input: z.output<typeof contactFormInput>): Promise<ContactReceipt> {
      const receivedAt = deps.now();
      // A robot filled the field people never see: it learns nothing (the same answer), nothing is kept.
      if (input.website !== '') return { reference: newReference(), receivedAt: receivedAt.toISOString() };
      for (let attempt = 0; attempt < 3; attempt++) {
        const row = await repository.insert({
          reference: newReference(),
          userId: user?.id ?? null,
          name: input.name,
          email: input.email,
          category: input.category,
          body: input.body,
          createdAt: receivedAt,
        });
        if (row) return { reference: row.reference, receivedAt: row.createdAt.toISOString() };
      }
      throw new AppError('CONFLICT');
    },

    async list(input: ParsedInput<typeof listContactMessages>): Promise<Output<typeof listContactMessages>> {
      const [found, counts] = await Promise.all([repository.page(input, input.limit, input.offset), repository.countsByState()]);
      return { items: found.items.map(summaryOf), total: found.total, limit: input.limit, offset: input.offset, counts };
    },

    show: shown,

    async answer(operator: UserRow, input: ParsedInput<typeof answerContactMessage>): Promise<ContactMessageDetail> {
      await deps.db.transaction(async (tx) => {
        const contact = createContactRepository(tx);
        const row = await contact.lockById(input.contactMessageId);
        if (!row) throw new AppError('CONTACT_MESSAGE_NOT_FOUND');
        if (row.state !== 'New') throw new AppError('CONTACT_MESSAGE_NOT_ANSWERABLE');
        const at = deps.now();
        await contact.update(row.id, {
          answer: input.answer,
          answeredBy: operator.id,
          answeredAt: at,
          state: input.done ? 'Done' : 'Answered',
          ...(input.done ? { doneBy: operator.id, doneAt: at } : {}),
        });
        await deps.sendMail(answerMail(row, input.answer, deps.publicUrl), { tx });
        await createOperatorAuditRepository(tx).record({
          operatorUserId: operator.id,
          action: 'contactMessage.answer',
          targetKind: 'contactMessage',
          targetId: row.id,
          details: { done: input.done },
          at,
        });
      });
      return shown(input.contactMessageId);
    },

    async markDone(operator: UserRow, contactMessageId: string): Promise<ContactMessageDetail> {
      await deps.db.transaction(async (tx) => {
        const contact = createContactRepository(tx);
        const row = await contact.lockById(contactMessageId);
        if (!row) throw new AppError('CONTACT_MESSAGE_NOT_FOUND');
        if (row.state === 'Done') return;
        const at = deps.now();
        await contact.update(row.id, { state: 'Done', doneBy: operator.id, doneAt: at });
        await createOperatorAuditRepository(tx).record({
          operatorUserId: operator.id,
          action: 'contactMessage.done',
          targetKind: 'contactMessage',
          targetId: row.id,
          at,
        });
      });
      return shown(contactMessageId);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
