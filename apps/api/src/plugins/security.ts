import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.js';
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
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", 'https://apis.google.com'],
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
    ],
    frameSrc: [`https://${config.firebase.authDomain}`, ...extra(emulatorOrigin)],
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

/** helmet, CORS for the configured origin only, and the API's rate limits (ADR 0017). */
export const securityPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    // helmet's headers are computed once, at startup, and copied onto every answer (ADR 0018): they do
    // not depend on the request. (@fastify/helmet rebuilt the middleware and re-validated the CSP on every
    // request, ADR 0008; running the built middleware per request still cost a dozen setHeader calls.)
    const headers = Object.entries(hardeningHeaders(config));
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    await app.register(cors, {
      origin: config.publicUrl,
      methods: ['GET', 'HEAD', 'POST'],
      allowedHeaders: ['content-type', 'authorization', 'x-request-id'],
      exposedHeaders: ['x-request-id', 'retry-after'],
      maxAge: 600,
    });
    // Budgets per endpoint class, checked by the router on the contract's calls only (never pages, assets, images or probes).
    await app.register(rateLimitPlugin, { config: config.rateLimit });
  },
  { name: 'security' },
);
