import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { endpoints, errorTable, sandboxOnlyPaths } from '@kurumatabi/contract';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { DestinationStream } from 'pino';
import { z } from 'zod';
import type { Config } from './config.js';
import { CachedReadLane } from './http/cached-reads.js';
import { answerClientError } from './http/client-error.js';
import { assertEveryEndpointMounted, createRouter, JSON_TYPE, keptBody } from './http/route.js';
import { logDestination, loggerOptions, RequestLineLogController } from './logging.js';
import { mountCalendarExport } from './modules/calendar-sync/calendar-export-http.js';
import { mountImageServing } from './modules/images/images-http.js';
import { mountReceiptDownloads } from './modules/receipts/receipts-http.js';
import { modules } from './modules/index.js';
import { createPaymentProvider } from './modules/payments/payment-provider.js';
import { paymentWebhookRoutes } from './modules/payments/webhook.routes.js';
import { sandboxPaymentsRoutes } from './modules/payments/sandbox/sandbox.routes.js';
import type { MailJobs } from './modules/notifications/mail-jobs.js';
import { scheduleReserveSweep } from './modules/reserves/reserve-sweep.js';
import { createServices } from './modules/services.js';
import { authPlugin } from './plugins/auth.js';
import { dbPlugin } from './plugins/db.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { healthPlugin } from './plugins/health.js';
import { inFlightPlugin } from './plugins/in-flight.js';
import { openApiPlugin } from './plugins/openapi.js';
import { clientAddressOf, trustProxyOption } from './plugins/rate-limit/client-address.js';
import { securityPlugin } from './plugins/security.js';
import { loadWebDist, sendIndex, wantsSpa, webPlugin } from './plugins/web.js';
import { createPages, pagesPlugin, shellOf, type Pages } from './pages/pages.js';
import { loadServerRenderer } from './pages/server-render.js';
import apiPackage from '../package.json' with { type: 'json' };

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail queues on the job engine and this process's workers; null when mail is not configured (ADR 0026). */
    mail: MailJobs | null;
  }
}

// Validation messages in Japanese, for every schema of the contract (users read them).
z.config(z.locales.ja());

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The request id: the caller's x-request-id when it looks sane (a proxy's trace id), else a UUID. */
function genReqId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The tests' stream when given; else standard output, asynchronously, unless the pretty printer owns it (development). */
function logStreamOption(config: Config, given: DestinationStream | undefined): { stream?: DestinationStream } {
  if (given) return { stream: given };
  return loggerOptions(config).transport ? {} : { stream: logDestination() };
}

/**
 * The cached-read lane answers with what the route would: the same request id, client address,
 * headers (the security hook's, then the kept body's type and encoding) and request line.
 */
function startCachedReads(app: FastifyInstance, lane: CachedReadLane, trustProxy: ReturnType<typeof trustProxyOption>): void {
  const setHeaders = app.setAnswerHeaders;
  lane.start({
    requestId: genReqId,
    clientAddress: clientAddressOf(trustProxy),
    answerHeaders: (request, response, requestId, kept) => {
      setHeaders(request.url!, request.headers, response, requestId);
      response.setHeader('content-type', JSON_TYPE);
      return keptBody(request.headers, response, kept);
    },
    // Through pino's public API, with the same keys as the route's line (the request's child binds requestId).
    requestLine: (requestId, line) => app.log.info({ requestId, ...line }, 'request'),
  });
  // Fastify answers 503 while it closes: from then on, every request is its.
  app.addHook('preClose', async () => lane.close());
}

/**
 * Builds the whole API (and the SPA when a build exists). Plugins in order: external (db, auth,
 * security), the error envelope, then the routes. The returned app is not listening; callers may
 * still add routes (tests do) before `ready()` / `listen()`.
 */
export async function buildApp(
  config: Config,
  options: {
    logger?: boolean;
    /** Where the log lines go instead of stdout (tests read them). */
    logStream?: DestinationStream;
    /** How long close() waits for unfinished requests before it closes the pool. */
    drainTimeoutMs?: number;
    /** The clock of the in-memory caches (tests replace it). */
    now?: () => number;
    /** The clock of signed image URLs and licence expiry (tests replace it). */
    clock?: () => Date;
  } = {},
): Promise<FastifyInstance> {
  const web = await loadWebDist(config);
  const trustProxy = trustProxyOption(config.trustProxy);
  // The listings' cached details answered before Fastify once the app is built (ADR 0018, eighth pass).
  const cachedReads = new CachedReadLane();
  const app = Fastify({
    serverFactory: cachedReads.serverFactory,
    logger: options.logger === false ? false : { ...loggerOptions(config), ...logStreamOption(config, options.logStream) },
    // A page address with a broken percent-escape (/%E0%A4%A) never reaches a route. The SPA answers
    // it, so the visitor sees the "URL invalid" error screen of spec §2 instead of a JSON error.
    frameworkErrors: (error, request, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      if (error.code === 'FST_ERR_BAD_URL' && web && wantsSpa(request)) return sendIndex(reply, web);
      const { status, message } = errorTable.VALIDATION_FAILED;
      return reply.code(status).send({ error: { code: 'VALIDATION_FAILED', message } });
    },
    // What Node's parser refuses (a control byte in a header, oversized headers) answers in the envelope too.
    clientErrorHandler: answerClientError,
    genReqId,
    // One line per request, when its answer has been sent (ADR 0018, 0048), through the request's pino child.
    logController: new RequestLineLogController(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy,
    return503OnClosing: true,
  });
  // Only JSON bodies: a text/plain body is 415, not a string that fails validation.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('errorCode', null);

  if (!web) app.log.info(`${config.webDistDir} がないため、API のみを提供します (no web build: serving the API only)`);

  // Below server.ts's hard stop (10 s) and the orchestrators' SIGKILL (10 s), so the pool is still closed cleanly.
  await app.register(inFlightPlugin, { drainTimeoutMs: options.drainTimeoutMs ?? 8_000 });
  await app.register(dbPlugin, { databaseUrl: config.databaseUrl, poolMax: config.databasePoolMax });
  await app.register(authPlugin, {
    projectId: config.firebase.projectId,
    authEmulatorHost: config.firebase.authEmulatorHost,
    revocationCheckTtlMs: config.revocationCheckTtlSeconds * 1000,
    now: options.now,
  });
  await app.register(securityPlugin, { config });
  // Page addresses answer with the shell and the page's head, status and caching (ADR 0029); set once the services exist.
  let pages: Pages | null = null;
  const shell = web ? shellOf(web.indexHtml) : null;
  await app.register(errorHandlerPlugin, {
    fallback: async (request, reply) => {
      if (!web || !wantsSpa(request)) return false;
      // Client-side routes (and the web's own "page not found" screen) live in the SPA.
      if (pages && shell) await pages.send(request, reply, shell);
      else await sendIndex(reply, web);
      return true;
    },
  });
  await app.register(healthPlugin);
  // The sandbox card processor's browser side exists only with it (issue 33): not mounted, not documented otherwise.
  const payments = config.payments;
  const served = endpoints.filter((endpoint) => payments.provider === 'sandbox' || !sandboxOnlyPaths.has(endpoint.path));
  // The reference maps every endpoint, operators' included: off in production unless API_DOCS=true.
  if (config.apiDocs)
    await app.register(openApiPlugin, { version: apiPackage.version, secure: config.publicUrl.startsWith('https:'), endpoints: served });

  const { provider: paymentProvider, sandbox, close: closePayments } = await createPaymentProvider(config, options.clock);
  app.addHook('onClose', closePayments);
  const services = createServices({
    db: app.db,
    config,
    firebaseAuth: app.firebaseAuth,
    log: app.log,
    now: options.clock,
    track: (work) => app.inFlight.track(work),
    paymentProvider,
    tokenMemory: app.tokenMemory,
  });
  // Stored listing documents go out as they are; tests and development check them on the way (ADR 0015).
  const { route, mountedPaths } = createRouter(app, {
    verifyJsonText: config.nodeEnv === 'test' || config.nodeEnv === 'development',
    cachedReads,
  });
  for (const mount of modules) mount(route, { db: app.db, contentCacheTtlMs: config.contentCacheTtlSeconds * 1000, services });
  mountImageServing(app, { images: services.images, imageUrlSecret: config.imageUrlSecret, now: services.now });
  mountReceiptDownloads(app, { receipts: services.receipts });
  mountCalendarExport(app, { calendarSync: services.calendarSync });
  if (sandbox) sandboxPaymentsRoutes(route, sandbox);
  // The processor's webhook: raw bytes for its signature, in a plugin of its own (ADR 0036).
  await app.register(paymentWebhookRoutes({ provider: paymentProvider, apply: (event) => services.reserves.applyPaymentEvent(event) }));
  assertEveryEndpointMounted(served, mountedPaths);
  startCachedReads(app, cachedReads, trustProxy);
  // The approval-deadline sweep and the idempotency keys' expiry (ADR 0016) run each minute in every process;
  // counted as in-flight work, and stopped before close() ends the pool.
  const sweep = scheduleReserveSweep({
    run: () =>
      app.inFlight.track(async () => {
        await services.reserves.sweepExpiredRequests();
        await services.reserves.sweepAbandonedRentings();
        await services.reserves.sweepExpiredChanges();
        await services.reserves.sweepPayments();
        await services.invoices.sweepOverdue();
        await services.reserves.dropOldIdempotencyKeys();
      }),
    onError: (error) => app.log.error({ err: error }, '予約リクエストの期限切れ処理に失敗しました'),
  });
  app.addHook('onReady', async () => sweep.start());
  app.addHook('preClose', async () => sweep.stop());
  // The review window by the clock (ADR 0027): closed windows publish, reminders go out once; each minute, like the above.
  const reviewSweep = scheduleReserveSweep({
    run: () => app.inFlight.track(() => services.reviews.sweep()),
    onError: (error) => app.log.error({ err: error }, 'レビューの公開・リマインドの処理に失敗しました'),
  });
  app.addHook('onReady', async () => reviewSweep.start());
  app.addHook('preClose', async () => reviewSweep.stop());
  // Payouts (ADR 0039): the due month's close (once, whichever replica gets there first), held payouts released, Connect transfers.
  const payoutSweep = scheduleReserveSweep({
    run: () => app.inFlight.track(() => services.payouts.sweep()),
    onError: (error) => app.log.error({ err: error }, '月次の支払処理に失敗しました (payout sweep failed)'),
  });
  app.addHook('onReady', async () => payoutSweep.start());
  app.addHook('preClose', async () => payoutSweep.stop());
  // Calendar sync (ADR 0057): each minute, the import feeds due (every 15 minutes, with jitter), claimed with SKIP LOCKED.
  const calendarPoll = scheduleReserveSweep({
    run: () => app.inFlight.track(() => services.calendarSync.syncDue()),
    onError: (error) => app.log.error({ err: error }, 'カレンダーの取り込みに失敗しました (calendar import poll failed)'),
  });
  app.addHook('onReady', async () => calendarPoll.start());
  app.addHook('preClose', async () => calendarPoll.stop());
  // Content (ADR 0031): the batched view counter (its cache follows the replica's listener below).
  app.addHook('onReady', async () => services.contentLifecycle.start());
  app.addHook('preClose', async () => services.contentLifecycle.stop());
  // The other replicas' notices (ADR 0050): listening from ready to close; until then the listing caches and the
  // tokens keep values for 2 s only and content is not cached.
  app.addHook('onReady', async () => services.replicaDrops.start());
  app.addHook('preClose', async () => services.replicaDrops.stop());
  // The mail workers (ADR 0026): in every process, stopped before close() ends the pool (their statements are in-flight work).
  const mail = services.mail;
  app.decorate('mail', mail);
  if (mail) {
    app.addHook('onReady', async () => mail.start());
    app.addHook('preClose', async () => mail.stop());
  }

  if (web && shell) {
    const sitePages = createPages({
      services,
      db: app.db,
      origin: config.publicUrl,
      contentCacheTtlMs: config.contentCacheTtlSeconds * 1000,
      renderer: await loadServerRenderer(config.webDistDir),
    });
    pages = sitePages;
    await app.register(pagesPlugin, { pages: sitePages });
    await app.register(webPlugin, { web, sendPage: (request, reply) => sitePages.send(request, reply, shell) });
  }
  return app;
}
