import { paymentEvents } from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import type { PaymentProviderName, ProviderEvent } from './payment-port.js';

/** Records a webhook event by its id; false when it was recorded before (a replay). */
export async function recordEvent(db: DbOrTx, event: ProviderEvent, provider: PaymentProviderName): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values({ eventId: event.id, provider, type: event.type, intentId: event.intentId, receivedAt: new Date() })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}
