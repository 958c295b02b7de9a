import type { FastifyBaseLogger } from 'fastify';
import { listenForCacheDrops, type CacheDrop } from '../db/cache-changes.js';
import type { ListingCache } from './listings/listing-cache.js';

/**
 * This replica's ear for the others' writes (ADR 0050): one connection with `LISTEN cache_dropped`
 * hands each drop to the cache it names, after the write's commit. (Accounts need none: suspension and
 * deactivation are read from the database on every request, ADR 0008, 0033.) Lost, the caches keep values for
 * the short TTL only and the log says so once; back, everything kept is dropped (drops may have
 * been missed) and the log says so once more.
 */
export function createReplicaDrops(deps: {
  databaseUrl: string;
  log: FastifyBaseLogger;
  caches: { car: ListingCache; spot: ListingCache };
  retryMs?: number;
}) {
  function onDrop(drop: CacheDrop): void {
    const cache = deps.caches[drop.kind];
    if (drop.id === '*') cache.clear();
    else cache.drop(drop.id);
  }

  function setListening(on: boolean): void {
    deps.caches.car.setListening(on);
    deps.caches.spot.setListening(on);
  }

  return listenForCacheDrops({
    databaseUrl: deps.databaseUrl,
    onDrop,
    onListening: (on, recovered) => {
      setListening(on);
      if (recovered) deps.log.info('キャッシュ破棄の通知を再び受け取っています。通常の保持時間に戻します (cache drops heard again)');
    },
    onError: (error) =>
      deps.log.warn(
        { err: error },
        'キャッシュ破棄の通知を受け取れません。再接続するまで短い保持時間 (2 秒) で応答します (cache drop listener down: short TTL)',
      ),
    retryMs: deps.retryMs,
  });
}

export type ReplicaDrops = ReturnType<typeof createReplicaDrops>;
