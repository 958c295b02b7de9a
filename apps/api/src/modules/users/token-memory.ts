import { createHash } from 'node:crypto';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { TtlCache } from '../../lib/ttl-cache.js';
import { SHORT_TTL_MS } from '../listings/listing-cache.js';

/** What the replicas' listener tells the remembered tokens (ADR 0050). */
export interface TokenMemory {
  /** The account's standing changed on some replica (suspended, lifted, deactivated): its tokens are verified again. */
  forget(firebaseUid: string): void;
  /** While not listening, a verified token is remembered for the short TTL only (2 s, as the listings' caches). */
  setListening(on: boolean): void;
}

interface Verified {
  decoded: DecodedIdToken;
  /** When its verification started: a `forget` of its identity at or after this moment makes it verify again. */
  at: number;
}

/**
 * The verified ID tokens this process remembers (ADR 0008): the full check runs once per token per TTL,
 * keyed by the token's SHA-256 (the map never holds bearer tokens), at most `maxEntries`, failures not
 * kept, concurrent requests with one token sharing one check, and a token never trusted past its own `exp`.
 * ADR 0050: an identity forgotten on the notice of any replica's write is verified again on its next use,
 * and until the listener listens (and whenever it is lost) a token is kept 2 s only.
 */
export function createTokenMemory(options: { ttlMs: number; maxEntries: number; now: () => number }) {
  const { ttlMs, now } = options;
  const shortTtlMs = Math.min(ttlMs, SHORT_TTL_MS);
  const verified = new TtlCache<string, Verified>({ ttlMs: shortTtlMs, maxEntries: options.maxEntries, now });
  /** Firebase uid → when it was last forgotten, oldest first; an entry older than the TTL predates every kept token. */
  const forgottenAt = new Map<string, number>();

  /** The token's claims, from memory or from `check` (the complete public check); throws what `check` throws. */
  async function verify(token: string, check: (token: string) => Promise<DecodedIdToken>): Promise<DecodedIdToken> {
    const key = createHash('sha256').update(token).digest('base64url');
    const load = async (): Promise<Verified> => {
      const at = now();
      return { decoded: await check(token), at };
    };
    let entry = await verified.get(key, load);
    const forgotten = forgottenAt.get(entry.decoded.uid);
    if (forgotten !== undefined && entry.at <= forgotten) {
      verified.delete(key);
      entry = await verified.get(key, load);
    }
    // A remembered token stays valid only until its own expiry.
    if (entry.decoded.exp * 1000 <= now()) {
      verified.delete(key);
      throw Object.assign(new Error('Firebase ID token has expired.'), { code: 'auth/id-token-expired' });
    }
    return entry.decoded;
  }

  const memory: TokenMemory = {
    forget(firebaseUid) {
      const at = now();
      forgottenAt.delete(firebaseUid);
      forgottenAt.set(firebaseUid, at);
      for (const [uid, when] of forgottenAt) {
        if (when > at - ttlMs) break;
        forgottenAt.delete(uid);
      }
    },
    setListening(on) {
      verified.setTtlMs(on ? ttlMs : shortTtlMs);
    },
  };
  return { verify, ...memory };
}
