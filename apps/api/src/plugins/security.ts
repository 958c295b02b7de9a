import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.js';
import { corsHeaders, corsPreflightPlugin } from './cors.js';
import { rateLimitPlugin } from './rate-limit/rate-limit.js';

/**
 * The Content-Security-Policy of the SPA. The Firebase Auth SDK talks to Google's identity
 * endpoints, loads the sign-in helper from apis.google.com and opens the provider popups through
 * an iframe on the auth domain; with the emulator all of that goes to its own origin instead.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[] | null> {
  const emulatorOrigin = config.firebase.authEmulatorHost ? `http://${config.firebase.authEmulatorHost}` : null;
  const tokenSyncOrigin = config.tokenSyncUrl ? new URL(config.tokenSyncUrl).origin : null;
  const extra = (...values: (string | null)[]) => values.filter((v): v is string => v !== null);
  // Stripe.js and its Payment Element's frames, in Stripe mode only (issue 33): the sandbox's card form is our own page.
  const stripe = config.payments.provider === 'stripe';
  const stripeScripts = stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [];
  const stripeFrames = stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'] : [];
  const stripeConnect = stripe ? ['https://api.stripe.com'] : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", 'https://apis.google.com', ...stripeScripts],
    scriptSrcAttr: ["'none'"],
    // Inline styles: the toast library injects its stylesheet at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Listing photos and the providers' profile pictures come from many https hosts.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: [
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://www.googleapis.com',
      ...extra(emulatorOrigin, tokenSyncOrigin),
      ...stripeConnect,
    ],
    frameSrc: [`https://${config.firebase.authDomain}`, ...extra(emulatorOrigin), ...stripeFrames],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    // Upgrading http requests would break a plain-http deployment (localhost, the emulator).
    upgradeInsecureRequests: config.publicUrl.startsWith('https:') && !emulatorOrigin ? [] : null,
  };
}

/** helmet's response headers for this configuration, as the middleware would set them (run once against a recorder). */
export function hardeningHeaders(config: Config): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: true, directives: contentSecurityPolicy(config) },
    // signInWithPopup needs the popup to talk back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Plain-http deployments (localhost) must not be told to use https.
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown = null;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => (failure = error ?? null));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * The headers of the API's JSON answers and probes (ADR 0018): a browser never renders them as a
 * document, so the document policies of helmet (the SPA's CSP, COOP, CORP, Origin-Agent-Cluster,
 * the referrer policy, the legacy X- headers) protect nothing there. What stays, as OWASP's REST
 * sheet asks of an API: no sniffing, no framing and no resource of any kind if one is opened, and
 * HSTS on https. Each header is bytes written and parsed on both sides of every answer (a hello
 * with twelve more headers answered a fifth fewer requests on this machine).
 */
export function apiHeaders(config: Config): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    ...(config.publicUrl.startsWith('https:') ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** The API's calls: answered in JSON, never rendered. */
function isApiAnswer(url: string): boolean {
  return url.startsWith('/v1/');
}

/**
 * The load balancer's probes answer a constant JSON body (`{"status":"ok"}`, or the envelope of a 503)
 * that names no one and shows nothing: no header of a document, sniffing or framing rule protects
 * anything there, and a probe is asked many times a second by every load balancer (ADR 0018, eighth pass).
 */
function isProbe(url: string): boolean {
  return url === '/healthz' || url === '/readyz';
}

const NO_HEADERS: readonly [string, string][] = [];

/**
 * The headers of a subresource: the build's hashed scripts and styles, and the images. A page's
 * policies (CSP, COOP, the framing and referrer rules) govern documents; on a script or an image a
 * browser ignores them, and they were 1.1 KB of every one of the 20 to 60 files a page loads (ADR
 * 0030). What protects a subresource stays: nosniff, no embedding by other sites (CORP), and a CSP
 * that runs nothing should one ever be opened as a document (an SVG).
 */
export const subresourceHeaders: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

function isSubresource(url: string): boolean {
  return url.startsWith('/assets/') || url.startsWith('/images/');
}

/**
 * Every header an answer gets before its route runs, chosen by its URL (ADR 0018): the hardening
 * headers of a document, an API answer or a subresource, CORS for the allowed origin, and the
 * request id's echo. Set by the security hook, and by the cached-read lane for what it answers.
 */
function answerHeaders(config: Config): SetAnswerHeaders {
  // Computed once, at startup, and copied onto every answer (ADR 0018): they do not depend on the
  // request. (@fastify/helmet rebuilt the middleware and re-validated the CSP on every request, ADR 0008.)
  const forDocuments = Object.entries(hardeningHeaders(config));
  const forApi = Object.entries(apiHeaders(config));
  const forSubresources = Object.entries(subresourceHeaders);
  const cors = corsHeaders(config.publicUrl);
  return (url, request, response, requestId) => {
    const headers = isApiAnswer(url) ? forApi : isProbe(url) ? NO_HEADERS : isSubresource(url) ? forSubresources : forDocuments;
    for (const [name, value] of headers) response.setHeader(name, value);
    cors(request, response);
    // The request id goes back to a caller that sent one (a proxy's trace); every error answer carries it
    // too (sendError), so that a report names the log line. A success needs none: each header is bytes
    // written and parsed on both sides of every answer.
    if (request['x-request-id'] !== undefined) response.setHeader('x-request-id', requestId);
  };
}

type SetAnswerHeaders = (url: string, request: IncomingHttpHeaders, response: ServerResponse, requestId: string) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /** Sets the headers an answer gets before its route runs (the security hook's; the cached-read lane's too). */
    setAnswerHeaders: SetAnswerHeaders;
  }
}

/** The hardening headers, CORS for the configured origin only, and the API's rate limits (ADR 0017). */
export const securityPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const setHeaders = answerHeaders(config);
    app.decorate('setAnswerHeaders', setHeaders);
    // Every header an answer gets before its route runs, in one hook (ADR 0018).
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.url, request.headers, reply.raw, request.id);
      done();
    });
    await app.register(corsPreflightPlugin, { origin: config.publicUrl });
    // Budgets per endpoint class, checked by the router on the contract's calls only (never pages, assets, images or probes).
    await app.register(rateLimitPlugin, { config: config.rateLimit });
  },
  { name: 'security' },
);
