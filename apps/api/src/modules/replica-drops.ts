import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_CHANNEL, CACHE_CHANNEL, CONTENT_CHANNEL, listenForNotices, onCacheDrop } from '../db/cache-changes.js';
import type { TokenMemory } from './users/token-memory.js';
import type { ContentCache } from './content/content-cache.js';
import type { ListingCache } from './listings/listing-cache.js';

/**
 * This replica's ear for the others' writes (ADR 0050): one connection listening on every channel,
 * each notice handed, after the write's commit, to what it names: a listing's cached answers
 * (`cache_dropped`), the cached content (`content_changed`, ADR 0031), an account's remembered tokens
 * (`account_changed`, ADR 0008). Lost, the listing caches and the tokens keep values for the short TTL
 * only and the content is read from the database, and the log says so once; back, the caches drop
 * everything kept (notices may have been missed) and the log says so once more.
 */
export function createReplicaDrops(deps: {
  databaseUrl: string;
  log: FastifyBaseLogger;
  caches: { car: ListingCache; spot: ListingCache };
  content: Pick<ContentCache, 'drop' | 'setListening'>;
  tokens?: TokenMemory;
  retryMs?: number;
}) {
  function setListening(on: boolean): void {
    deps.caches.car.setListening(on);
    deps.caches.spot.setListening(on);
    deps.content.setListening(on);
    deps.tokens?.setListening(on);
  }

  return listenForNotices({
    databaseUrl: deps.databaseUrl,
    channels: {
      [CACHE_CHANNEL]: onCacheDrop((drop) => {
        const cache = deps.caches[drop.kind];
        if (drop.id === '*') cache.clear();
        else cache.drop(drop.id);
      }),
      [CONTENT_CHANNEL]: () => deps.content.drop(),
      [ACCOUNT_CHANNEL]: (firebaseUid) => deps.tokens?.forget(firebaseUid),
    },
    onListening: (on, recovered) => {
      setListening(on);
      if (recovered) deps.log.info('変更の通知を再び受け取っています。通常の保持時間に戻します (change notices heard again)');
    },
    onError: (error) =>
      deps.log.warn(
        { err: error },
        '変更の通知を受け取れません。再接続するまで、掲載とトークンは短い保持時間 (2 秒) で、コンテンツはキャッシュなしで応答します (change listener down: short TTL)',
      ),
    retryMs: deps.retryMs,
  });
}

export type ReplicaDrops = ReturnType<typeof createReplicaDrops>;
