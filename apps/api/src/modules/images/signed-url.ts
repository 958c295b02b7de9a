import { createHmac, timingSafeEqual } from 'node:crypto';

/** Private image URLs live 5 minutes (ADR 0012). */
export const PRIVATE_URL_TTL_SECONDS = 300;

function signature(secret: string, id: string, width: number, exp: number): string {
  return createHmac('sha256', secret).update(`${id}/${width}/${exp}`).digest('base64url');
}

/** `/images/private/<id>/<width>.webp?exp=<unix seconds>&sig=<HMAC>`. */
export function signPrivateUrl(secret: string, id: string, width: number, exp: number): string {
  return `/images/private/${id}/${width}.webp?exp=${exp}&sig=${signature(secret, id, width, exp)}`;
}

export function verifyPrivateUrl(secret: string, id: string, width: number, exp: number, sig: string, nowSeconds: number): boolean {
  if (!Number.isInteger(exp) || exp < nowSeconds) return false;
  const expected = Buffer.from(signature(secret, id, width, exp));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function publicUrl(id: string, width: number): string {
  return `/images/public/${id}/${width}.webp`;
}
