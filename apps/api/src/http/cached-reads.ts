import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import type { ZodType } from 'zod';
import type { RequestLineFields } from '../logging.js';
import type { EncodableBody } from './encoded-body.js';

/**
 * The cached-read lane (ADR 0018, eighth pass): a public read whose answer is already in memory (a
 * listing's kept detail) is answered by the HTTP server's request listener itself, before Fastify.
 *
 * Such a read is the marketplace's most frequent call and its answer is bytes kept in memory, yet
 * through Fastify it paid three to four times a plain `node:http` answer: the hooks, the routing,
 * the content-type parser and its stream, the reply's machinery. Here it pays the body's read, one
 * `JSON.parse`, the endpoint's own input schema, the budget and the headers.
 *
 * What the lane answers is exactly what the route would: the same input schema (a body the route
 * would refuse is never answered here), the same kept bytes (the route's own cache, read without
 * waiting), the same headers (the security hook's `setAnswerHeaders` and the router's `keptBody`), the
 * same rate-limit budget, the same request line. Anything else — another method or path, a query
 * string, a body over 512 bytes or not `application/json`, a body that does not parse, a miss, an
 * exhausted budget, a closing server — goes to Fastify unchanged, with the bytes already read given
 * back to the route's body parser (`replayedBody`): the route answers it as if the lane did not exist.
 */
export interface CachedRead {
  /** The endpoint's input schema: only a body it accepts is answered here. */
  input: ZodType;
  /** The kept answer for this input if it is in memory now; undefined sends the call to its route. */
  kept(input: unknown): EncodableBody | undefined;
  /** Counts the call against the client address's budget: 0 to go on, else the route refuses it (ADR 0017). */
  budget(clientAddress: string): number;
}

/** What the lane needs of the app once it is built; until then every request goes to Fastify. */
export interface CachedReadDependencies {
  /** The request id (the same rule as Fastify's `genReqId`). */
  requestId(request: IncomingMessage): string;
  /** The client's address as Fastify's `request.ip` gives it (the same proxy trust). */
  clientAddress(request: IncomingMessage): string;
  /** Sets the answer's headers (hardening, CORS, the id's echo, type and encoding) and returns the bytes to send. */
  answerHeaders(request: IncomingMessage, response: ServerResponse, requestId: string, kept: EncodableBody): Buffer;
  /** Writes the request line (the same line as the route's, ADR 0018). */
  requestLine(requestId: string, line: RequestLineFields): void;
}

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/** The settings Fastify gives the HTTP server it makes (its options, defaults applied). */
interface HttpServerSettings {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/** A read's body is an id or two: anything longer is left to the route. */
const MAX_BODY_BYTES = 512;
const REPLAY = Symbol('cachedReads.replay');

type Replayable = IncomingMessage & { [REPLAY]?: Buffer };

/** The JSON types the lane reads; any other (even one the route accepts) is the route's. */
function isPlainJson(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const type = contentType.toLowerCase();
  return type === 'application/json' || type === 'application/json; charset=utf-8';
}

export class CachedReadLane {
  private readonly reads = new Map<string, CachedRead>();
  private dependencies: CachedReadDependencies | null = null;
  private closing = false;

  /** Answers `path`'s cached reads here (the router, for an endpoint mounted with `kept`). */
  add(path: string, read: CachedRead): void {
    if (this.reads.has(path)) throw new Error(`${path} is in the cached-read lane twice`);
    this.reads.set(path, read);
  }

  /** Starts answering (the app is built: its logger, headers and budgets exist). */
  start(dependencies: CachedReadDependencies): void {
    this.dependencies = dependencies;
  }

  /** From now on every request goes to Fastify, which answers 503 while it closes. */
  close(): void {
    this.closing = true;
  }

  /** Fastify's `serverFactory`: its own HTTP server's settings, with the lane in front of its listener. */
  readonly serverFactory = (fastifyListener: Listener, options: HttpServerSettings): Server => {
    const server = createServer(options.http ?? {}, (request, response) => this.handle(request, response, fastifyListener));
    // As Fastify sets up the server it makes itself (fastify/lib/server.js).
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  handle(request: IncomingMessage, response: ServerResponse, next: Listener): void {
    const dependencies = this.dependencies;
    if (request.method !== 'POST' || dependencies === null || this.closing) return next(request, response);
    const read = this.reads.get(request.url ?? '');
    if (read === undefined) return next(request, response);
    const headers = request.headers;
    const length = Number(headers['content-length']);
    if (!(length > 0 && length <= MAX_BODY_BYTES) || headers['transfer-encoding'] !== undefined || !isPlainJson(headers['content-type']))
      return next(request, response);

    const started = performance.now();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A client that leaves mid-body: nothing to answer, and the socket is already gone.
    request.on('error', () => undefined);
    request.on('end', () => {
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      const kept = this.keptAnswer(read, body, request, dependencies);
      if (kept === undefined) {
        (request as Replayable)[REPLAY] = body;
        return next(request, response);
      }
      const requestId = dependencies.requestId(request);
      response.statusCode = 200;
      response.end(dependencies.answerHeaders(request, response, requestId, kept));
      dependencies.requestLine(requestId, {
        method: 'POST',
        route: request.url!,
        status: 200,
        ms: Math.round((performance.now() - started) * 100) / 100,
        userId: undefined,
        code: undefined,
      });
    });
  }

  /** The kept answer when the body is one the route accepts, the answer is in memory and the budget allows it. */
  private keptAnswer(
    read: CachedRead,
    body: Buffer,
    request: IncomingMessage,
    dependencies: CachedReadDependencies,
  ): EncodableBody | undefined {
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      return undefined;
    }
    const input = read.input.safeParse(json);
    if (!input.success) return undefined;
    const kept = read.kept(input.data);
    // Counted only for a call answered here: the route counts the others itself (a refused call is not counted).
    if (kept === undefined || read.budget(dependencies.clientAddress(request)) !== 0) return undefined;
    return kept;
  }
}

/**
 * The body the lane read before it left the call to its route, as the stream the route's body
 * parser reads (the route's `preParsing` hook returns it); undefined for any other request.
 */
export function replayedBody(request: IncomingMessage): Readable | undefined {
  const body = (request as Replayable)[REPLAY];
  if (body === undefined) return undefined;
  return new Readable({
    read() {
      this.push(body);
      this.push(null);
    },
  });
}
