import type { Image } from '@kurumatabi/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { ImageRow } from '../../db/schema/index.js';
import { createContentCache } from './content-cache.js';
import { createContentEditorService } from './content-editor.service.js';
import { createContentPublicRepository } from './content-public.repository.js';
import { createContentPublicService } from './content-public.service.js';
import { createContentViews } from './content-views.js';

/** How often each process writes its counted views (ADR 0031): a ranking may lag this much. */
export const VIEW_FLUSH_INTERVAL_MS = 30_000;

/**
 * Articles, news and owner interviews (ADR 0031), put together once per process: the public reads
 * with their cache, the operators' desk and the batched view counter. `start` and `stop` run with the
 * app (stop flushes the views). The cache follows `content_changed` through the replica's one
 * listener (`replica-drops.ts`, ADR 0050).
 */
export function createContentModule(deps: {
  db: Db;
  now: () => Date;
  toImage: (row: ImageRow) => Image;
  cacheTtlMs: number;
  log: FastifyBaseLogger;
  /** Views that count (ADR 0044): the visitor hashes' key and the robots' rate. */
  views: { visitorSecret: string; maxPerMinute: number };
  viewFlushIntervalMs?: number;
}) {
  const repository = createContentPublicRepository(deps.db);
  const cache = createContentCache({ ttlMs: deps.cacheTtlMs, now: deps.now, nextScheduledAt: repository.nextScheduledAt });
  const views = createContentViews({
    db: deps.db,
    now: deps.now,
    flushIntervalMs: deps.viewFlushIntervalMs ?? VIEW_FLUSH_INTERVAL_MS,
    visitorSecret: deps.views.visitorSecret,
    maxPerMinute: deps.views.maxPerMinute,
    onError: (error) => deps.log.error({ err: error }, '記事の閲覧数を書き込めませんでした（次回にまとめて書き込みます）'),
  });
  return {
    public: createContentPublicService({ repository, cache, views, toImage: deps.toImage, now: deps.now }),
    editor: createContentEditorService({ db: deps.db, now: deps.now, toImage: deps.toImage, onChanged: () => cache.drop() }),
    views,
    cache,
    start(): void {
      views.start();
    },
    async stop(): Promise<void> {
      await views.stop();
    },
  };
}

export type ContentModule = ReturnType<typeof createContentModule>;
