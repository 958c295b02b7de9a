import { createHmac } from 'node:crypto';
import { addressKey } from './address-key.js';

/**
 * A client's signal (ADR 0046): a keyed hash of its address (as the rate limits count it: an IPv6 /64 is one
 * address) and its user agent. Two reviews with the same signal came from one device on one network; the
 * hash cannot be turned back into the address without the key.
 */
export function clientSignal(secret: string, client: { address: string; userAgent: string }): string {
  return createHmac('sha256', secret)
    .update(`${addressKey(client.address)}\n${client.userAgent}`)
    .digest('base64url')
    .slice(0, 22);
}
