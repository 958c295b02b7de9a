import type { Endpoint, RateLimitClass } from '@kurumatabi/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import { addressKey } from '../../lib/address-key.js';
import { createCountersByClass, sweep, WINDOW_MS } from './class-counters.js';
import { createSharedCounts } from './shared-counts.js';

/**
 * The classes counted per client address even when the caller is signed in: a new identity costs
 * nothing to make, so a per-user budget on registering would stop no one.
 */
const countedPerAddress: ReadonlySet<RateLimitClass> = new Set(['signUp']);

/** One endpoint's check: null when the call may go on, else the error to answer (Retry-After already set). */
export type RateLimitGuard = (request: FastifyRequest, reply: FastifyReply) => AppError | null;

declare module 'fastify' {
  interface FastifyInstance {
    apiRateLimits: {
      /** The check of an endpoint's calls, built once per endpoint when its route is mounted. */
      guard(endpoint: Endpoint): RateLimitGuard;
      /**
       * A public endpoint's check by client address alone, for the cached-read lane (ADR 0018): counts
       * the call and gives 0 to go on, else the seconds to wait (the route then refuses the call).
       */
      addressBudget(endpoint: Endpoint): (clientAddress: string) => number;
      /** Sends the new counts to the shared store and learns the totals now (postgres store; a no-op in memory). */
      sync(): Promise<void>;
    };
  }
}

/**
 * The API's rate limits (ADR 0017). Only the contract's endpoints are counted: the router asks for
 * a guard per endpoint, so pages, assets, images, the probes and /docs never meet a budget. A call
 * is counted against its signed-in user where there is one (after the token is verified) and
 * against its client address otherwise.
 */
export const rateLimitPlugin = fp<{ config: Config['rateLimit']; now?: () => number }>(
  async (app, { config, now = Date.now }) => {
    const counters = createCountersByClass(config.perMinute);

    const shared = config.store === 'postgres' ? createSharedCounts({ db: app.db, counters, log: app.log, now }) : null;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      // One timer per process, never one per request: it syncs the shared store or only forgets ended windows.
      const tick = shared ? () => void shared.sync() : () => sweep(counters, now());
      timer = setInterval(tick, shared ? config.syncIntervalMs : WINDOW_MS / 6);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      // The last second's calls still count for the other replicas.
      await shared?.sync();
    });

    app.decorate('apiRateLimits', {
      guard(endpoint: Endpoint): RateLimitGuard {
        const { perUser, perAddress } = counters.get(endpoint.rateLimit)!;
        const byAddressOnly = countedPerAddress.has(endpoint.rateLimit);
        return (request, reply) => {
          const uid = byAddressOnly ? undefined : request.auth?.uid;
          const retryAfter = uid === undefined ? perAddress.take(addressKey(request.ip), now()) : perUser.take(uid, now());
          if (retryAfter === 0) return null;
          reply.header('retry-after', String(retryAfter));
          return new AppError('RATE_LIMITED');
        };
      },
      addressBudget(endpoint: Endpoint) {
        const { perAddress } = counters.get(endpoint.rateLimit)!;
        return (clientAddress) => perAddress.take(addressKey(clientAddress), now());
      },
      sync: async () => {
        await shared?.sync();
      },
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
