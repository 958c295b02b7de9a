import { createHmac, timingSafeEqual } from 'node:crypto';

/** A receipt's download link lives 5 minutes, like a private image's (ADR 0012, 0038). */
export const RECEIPT_LINK_TTL_SECONDS = 300;

/**
 * HMAC over the reservation, the guest it is signed for and the expiry. The "receipt/" prefix keeps these
 * signatures apart from the image URLs' made with the same secret; the guest is not in the URL, the server
 * takes it from the reservation, so a link is worth nothing once the reservation is not that guest's.
 */
function signature(secret: string, reserveId: string, guestUserId: string, exp: number): string {
  return createHmac('sha256', secret).update(`receipt/${reserveId}/${guestUserId}/${exp}`).digest('base64url');
}

/** `/receipts/<reserve id>.pdf?exp=<unix seconds>&sig=<HMAC>`. */
export function signReceiptLink(secret: string, reserveId: string, guestUserId: string, exp: number): string {
  return `/receipts/${reserveId}.pdf?exp=${exp}&sig=${signature(secret, reserveId, guestUserId, exp)}`;
}

export function verifyReceiptLink(
  secret: string,
  link: { reserveId: string; guestUserId: string; exp: number; sig: string },
  nowSeconds: number,
): boolean {
  if (!Number.isInteger(link.exp) || link.exp < nowSeconds) return false;
  const expected = Buffer.from(signature(secret, link.reserveId, link.guestUserId, link.exp));
  const given = Buffer.from(link.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
