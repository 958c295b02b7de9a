import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import multipart from '@fastify/multipart';
import type { Endpoint, Output, ParsedInput } from '@kurumatabi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestAuth } from './request-auth.js';
import { AppError } from './app-error.js';
import { replayedBody, type CachedReadLane } from './cached-reads.js';
import { encodedBody, type EncodableBody } from './encoded-body.js';
import { JsonText } from './json-text.js';
import { zodDetails } from './zod-details.js';

/** The file part of a multipart call, read into memory within the endpoint's `maxFileBytes`. */
export interface UploadedFile {
  filename: string;
  /** As declared by the client: never trusted for the type (the bytes are sniffed). */
  mimetype: string;
  data: Buffer;
}

interface BaseContext {
  /** Set for every non-public endpoint; null for public ones. */
  auth: RequestAuth | null;
  request: FastifyRequest;
}

/** JSON calls get the parsed body; uploads (`body: 'multipart'`) get the file part. */
export type RouteContext<E extends Endpoint> = BaseContext &
  (E['body'] extends 'multipart'
    ? { file: UploadedFile }
    : {
        /** The body, parsed by the endpoint's zod input schema (defaults applied). */
        body: ParsedInput<E>;
      });

export type RouteHandler<E extends Endpoint> = (
  context: RouteContext<E>,
) => Promise<Output<E> | JsonText<Output<E>>> | Output<E> | JsonText<Output<E>>;

export { JsonText };

/** How an endpoint is mounted besides its handler. */
export interface RouteOptions<E extends Endpoint> {
  /**
   * A public read's answer when it is in memory now (a cache's kept bytes, without waiting): such calls
   * are answered by the cached-read lane before Fastify (ADR 0018), the others by the handler.
   */
  kept?: (input: ParsedInput<E>) => EncodableBody | undefined;
}

/** Mounts one endpoint of the contract: `route(showTerms, () => legal.show('Terms'))`. */
export type Route = <E extends Endpoint>(endpoint: E, handler: RouteHandler<E>, options?: RouteOptions<E>) => void;

/** The signed-in identity of a non-public endpoint's request. */
export function signedIn(context: { auth: RequestAuth | null }): RequestAuth {
  if (!context.auth) throw new AppError('NO_TOKEN');
  return context.auth;
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** The result as the contract lets it out; a handler answering outside its contract is a bug of ours (500), not a bad request. */
function checkedOutput(endpoint: Endpoint, result: unknown): unknown {
  const output = endpoint.output.safeParse(result);
  if (!output.success) throw new Error(`${endpoint.path}: response does not match the contract`, { cause: output.error });
  return output.data;
}

/**
 * The one place that turns a contract endpoint into a Fastify route: `POST endpoint.path`, the
 * access level checked before the body is read, the body parsed with `endpoint.input`, and
 * the result passed through `endpoint.output` so nothing outside the contract (e.g. a private
 * column) can leave the API.
 *
 * A frozen result is a value the handler shares between requests (an in-memory cache, ADR 0008):
 * it is checked and serialized once, and the same bytes are sent again while the handler returns
 * the same object. Re-serializing a 25 KB legal text on every request cost ~40 % of its CPU.
 */
export function createRouter(
  app: FastifyInstance,
  options: {
    /** Check every JsonText result against the endpoint's output (tests, development). */
    verifyJsonText?: boolean;
    /** Where the endpoints mounted with `kept` are answered from memory before Fastify (ADR 0018). */
    cachedReads?: CachedReadLane;
  } = {},
): { route: Route; mountedPaths: ReadonlySet<string> } {
  const mountedPaths = new Set<string>();
  const route: Route = (endpoint, handler, routeOptions = {}) => {
    if (mountedPaths.has(endpoint.path)) throw new Error(`${endpoint.path} is mounted twice`);
    mountedPaths.add(endpoint.path);
    const access = endpoint.access;
    const inFlight = app.inFlight;
    // ADR 0017: the endpoint's rate-limit budget. (The router's own tests mount routes on a bare app without one.)
    const limits = app.hasDecorator('apiRateLimits') ? app.apiRateLimits : null;
    const limit = limits ? limits.guard(endpoint) : () => null;
    const { kept } = routeOptions;
    if (kept && options.cachedReads) {
      // Only a public JSON read: the lane checks no token and reads no form.
      if (access !== 'public' || endpoint.body === 'multipart') throw new Error(`${endpoint.path}: only a public JSON read can be kept`);
      const budget = limits ? limits.addressBudget(endpoint) : () => 0;
      options.cachedReads.add(endpoint.path, {
        input: endpoint.input,
        kept: kept as (input: unknown) => EncodableBody | undefined,
        budget,
      });
    }
    const serializedOnce = new WeakMap<object, EncodableBody>();
    // Uploads live in their own context, the only one that parses multipart/form-data: every
    // JSON call keeps answering 415 to a form.
    const mount = (target: FastifyInstance) =>
      target.post(endpoint.path, {
        // preParsing: before the body is read, so an unauthenticated or over-budget caller learns
        // nothing about the body's schema and costs no parsing. Public calls are counted per address;
        // the others per user, once the token is verified.
        preParsing:
          access === 'public'
            ? // The body the cached-read lane read and left to the route, if it did (ADR 0018).
              [(request, reply, payload, done) => done(limit(request, reply), replayedBody(request.raw) ?? payload)]
            : [
                async (request, reply, payload) => {
                  // Counted as in-flight work: shutdown waits for it before closing the pool (ADR 0008).
                  await app.inFlight.track(() => app.authenticate(request, access, endpoint.path));
                  const refused = limit(request, reply);
                  if (refused) throw refused;
                  return payload;
                },
              ],
        handler: async (request, reply) => {
          const context = (endpoint.body === 'multipart'
            ? { file: await readFilePart(request, endpoint.maxFileBytes ?? 0), auth: request.auth, request }
            : { body: parseJsonBody(endpoint, request.body), auth: request.auth, request }) as unknown as RouteContext<typeof endpoint>;
          // Counted as in-flight work (ADR 0008), without a closure per request (ADR 0018).
          let result: Awaited<ReturnType<typeof handler>>;
          inFlight.enter();
          try {
            result = await handler(context);
          } finally {
            inFlight.leave();
          }
          if (result instanceof JsonText) {
            if (options.verifyJsonText) {
              const parsed: unknown = JSON.parse(result.text);
              // Nothing outside the contract either: the checked value must be the whole text.
              if (!isDeepStrictEqual(checkedOutput(endpoint, parsed), parsed))
                throw new Error(`${endpoint.path}: stored JSON holds fields outside the contract`);
            }
            // A cached answer goes out as its kept bytes, compressed once; another as its bytes.
            if (result.kept) return sendKept(request, reply, result.kept);
            return reply.type(JSON_TYPE).send(result.bytes);
          }
          if (typeof result === 'object' && result !== null && Object.isFrozen(result)) {
            let kept = serializedOnce.get(result);
            if (!kept) {
              kept = { body: Buffer.from(JSON.stringify(checkedOutput(endpoint, result))), encoded: {} };
              serializedOnce.set(result, kept);
            }
            return sendKept(request, reply, kept);
          }
          return reply.type(JSON_TYPE).send(checkedOutput(endpoint, result));
        },
      });
    if (endpoint.body === 'multipart') {
      void app.register(async (child) => {
        await child.register(multipart, { throwFileSizeLimit: true });
        mount(child);
      });
    } else {
      mount(app);
    }
  };
  return { route, mountedPaths };
}

/** Below this, compressing saves a client nothing worth a header. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * A body sent many times (a cached JsonText, a frozen shared value), in the best encoding the client
 * accepts: its compressed forms are made once and kept with it. A listing's 4 KB detail goes out as
 * about 1.7 KB of brotli, to a phone and through the API's own socket writes alike (ADR 0018).
 */
function sendKept(request: FastifyRequest, reply: FastifyReply, kept: EncodableBody): FastifyReply {
  return reply.type(JSON_TYPE).send(keptBody(request.headers, reply.raw, kept));
}

/**
 * A kept body in the encoding the request accepts, with its `Vary` and `Content-Encoding` set on the
 * response (not its type): the route's answer and the cached-read lane's.
 */
export function keptBody(request: IncomingHttpHeaders, response: ServerResponse, kept: EncodableBody): Buffer {
  if (kept.body.length < MIN_COMPRESSED_BYTES) return kept.body;
  const { body, encoding } = encodedBody(kept, request['accept-encoding']);
  // Beside the CORS hook's `Vary: Origin` when it set one (before any handler ran).
  const varies = response.getHeader('vary');
  response.setHeader('vary', varies ? `${String(varies)}, accept-encoding` : 'accept-encoding');
  if (encoding) response.setHeader('content-encoding', encoding);
  return body;
}

function parseJsonBody(endpoint: Endpoint, raw: unknown): unknown {
  if (raw === undefined || raw === null) throw new AppError('BODY_REQUIRED');
  const parsed = endpoint.input.safeParse(raw);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', { details: zodDetails(parsed.error) });
  return parsed.data;
}

/** The one part named `file`, fully read; 413 FILE_TOO_LARGE past `maxBytes`, 415 when the body is not a form. */
async function readFilePart(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    if (request.body === undefined || request.body === null) throw new AppError('BODY_REQUIRED');
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'multipart/form-data で file パートを送ってください。' });
  }
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11 } });
  } catch (error) {
    throw new AppError('FILE_REQUIRED', { cause: error });
  }
  if (!part || part.fieldname !== 'file')
    throw new AppError('FILE_REQUIRED', { details: [{ path: 'file', message: 'アップロードするファイルを選んでください。' }] });
  const tooLarge = (cause?: unknown) =>
    new AppError('FILE_TOO_LARGE', { message: `ファイルが大きすぎます。${megabytes(maxBytes)} 以下のファイルを選んでください。`, cause });
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(error);
    // Anything else is the form itself breaking off (busboy's "Unexpected end of form", found by the
    // fuzzer, ADR 0021): a bad request, not a fault of ours.
    throw new AppError('FILE_REQUIRED', { message: 'フォームの形式が正しくありません。もう一度ファイルを選んでください。', cause: error });
  }
  // toBuffer() checks the limit only after each chunk it reads: when the body's chunk ends exactly
  // at the limit, busboy marks the file truncated after that last chunk was read, and toBuffer()
  // answers the first maxBytes bytes as if they were the whole file (defect 6 of issue 11).
  if (part.file.truncated || data.length > maxBytes) throw tooLarge();
  if (data.length === 0) throw new AppError('FILE_REQUIRED', { details: [{ path: 'file', message: 'ファイルが空です。' }] });
  return { filename: part.filename, mimetype: part.mimetype, data };
}

/** 10485760 → "10MB" (the limits are whole mebibytes; anything else shows one decimal). */
function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)}MB`;
}

/** Fails at startup when an endpoint of the registry has no handler. */
export function assertEveryEndpointMounted(registry: readonly Endpoint[], mountedPaths: ReadonlySet<string>): void {
  const missing = registry.filter((endpoint) => !mountedPaths.has(endpoint.path)).map((endpoint) => endpoint.path);
  if (missing.length > 0) throw new Error(`No handler for: ${missing.join(', ')}`);
}

/** The signed-in user's row; 404 USER_NOT_REGISTERED before create-user. */
export function registeredUser(context: { auth: RequestAuth | null }): NonNullable<RequestAuth['user']> {
  const user = signedIn(context).user;
  if (!user) throw new AppError('USER_NOT_REGISTERED');
  return user;
}
