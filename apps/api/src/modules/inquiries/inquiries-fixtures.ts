import * as c from '@kurumatabi/contract';
import type { InquiryDetail, InquiryMessage, InquiryMessagesPage } from '@kurumatabi/contract';
import { injectAs, type TestUser } from '../../../test/helpers.js';
import { ok } from '../reserves/reserves-fixtures.js';

/** Calls of the conversations tests, answering the parsed body (and failing loudly otherwise). */

export async function ask(guest: TestUser, listing: { kind: 'Car' | 'Spot'; id: string }, body: string): Promise<InquiryDetail> {
  return ok<InquiryDetail>(
    await injectAs(guest, c.createInquiry, { targetKind: listing.kind, listingId: listing.id, body }),
    'create-inquiry',
  );
}

export async function say(user: TestUser, inquiryId: string, body: string): Promise<InquiryMessage> {
  return ok<InquiryMessage>(await injectAs(user, c.sendInquiryMessage, { inquiryId, body }), 'send-inquiry-message');
}

export async function messagesOf(
  user: TestUser,
  inquiryId: string,
  page: { beforeSeq?: number; afterSeq?: number; limit?: number } = {},
): Promise<InquiryMessagesPage> {
  return ok<InquiryMessagesPage>(await injectAs(user, c.showInquiryMessages, { inquiryId, ...page }), 'show-inquiry-messages');
}

export async function threadOf(user: TestUser, inquiryId: string): Promise<InquiryDetail> {
  return ok<InquiryDetail>(await injectAs(user, c.showInquiry, { inquiryId }), 'show-inquiry');
}

/** The thread of a reservation, as either of its people finds it (search-inquiries by reservation). */
export async function threadOfReserve(user: TestUser, reserveId: string): Promise<c.InquirySummary> {
  const found = ok<{ items: c.InquirySummary[] }>(await injectAs(user, c.searchInquiries, { reserveId }), 'search-inquiries');
  if (found.items.length !== 1) throw new Error(`reservation ${reserveId} has ${found.items.length} threads`);
  return found.items[0]!;
}
