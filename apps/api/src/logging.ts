import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { destination, type DestinationStream, type LoggerOptions } from 'pino';
import type { Config } from './config.js';

/**
 * The API's logs (ADR 0018, ADR 0048): Fastify's own pino logger, one line per request when its answer
 * is sent (Fastify's `logController` option), errors serialized from a short list of fields, and
 * redaction by exact paths only. Nothing here reads pino's or Fastify's internals.
 *
 * Personal numbers (licence, bank account) and bearer tokens are kept out by construction: no log
 * line carries a request or response body, an error is written as its type, message, code and stack
 * (never its other properties, where a failed query keeps its bind parameters), and the few paths
 * that could ever hold such a value are censored by name. Wildcard paths (`*.number`) made pino walk
 * every key of every logged object to look for them.
 */

const REDACTED = '[redacted]';

/** Where a secret or personal number could sit in a logged object, by exact path (no wildcards). */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'body.number',
  'body.accountNumber',
  // The sandbox's card form (issue 33): its number is `body.number` above; the CVC is its other secret.
  'body.cvc',
  'license.number',
  'bankAccount.accountNumber',
];

export function loggerOptions(config: Config): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: redactedPaths, censor: REDACTED },
    serializers: { err: errorForLog, error: errorForLog },
    // People read the logs of `npm start` in a terminal; machines read JSON everywhere else.
    ...(config.nodeEnv === 'development' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}

/**
 * Where the lines go: standard output, written asynchronously (ADR 0018), the lines of one turn of
 * the event loop together. pino's default writes each line with its own blocking write(2).
 * Asynchronously alone, a line was still its own write whenever the previous write had finished,
 * which under load is nearly always: a write(2) through libuv's thread pool per request, 10–15 µs
 * of a cached read's 60–75 (eighth pass). Now the lines logged during one turn (every request a turn
 * answers) go out in one write at its end: nothing waits longer than that turn, and a busy process
 * makes a write per turn, not per request. What is pending is written synchronously when the
 * process exits.
 */
export function logDestination(): DestinationStream {
  return new TurnBatchedStream(destination({ dest: 1, sync: false }));
}

type SonicBoom = ReturnType<typeof destination>;

/** A destination that gathers the lines of one turn of the event loop and writes them together. */
export class TurnBatchedStream implements DestinationStream {
  private pending = '';
  private scheduled = false;

  constructor(private readonly target: Pick<SonicBoom, 'write' | 'flush' | 'flushSync'>) {
    process.on('exit', () => {
      try {
        this.flushSync();
      } catch {
        // The stream is not open (yet) or is gone: nothing more can be written.
      }
    });
  }

  write(line: string): boolean {
    this.pending += line;
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.drain);
    }
    return true;
  }

  private readonly drain = (): void => {
    this.scheduled = false;
    const lines = this.pending;
    this.pending = '';
    if (lines !== '') this.target.write(lines);
  };

  /** pino's `logger.flush()`: the pending lines, then the target's. */
  flush(callback?: (error?: Error) => void): void {
    this.drain();
    this.target.flush(callback);
  }

  flushSync(): void {
    this.drain();
    this.target.flushSync();
  }
}

/** The longest part of a statement's text a log line keeps (enough to recognise it, never its values). */
const STATEMENT_CHARS = 160;
const MAX_CAUSES = 3;

/** A statement's text as a log line names it: whitespace folded, cut short. Bind parameters are never part of it. */
export function statementForLog(text: string): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  return folded.length > STATEMENT_CHARS ? `${folded.slice(0, STATEMENT_CHARS)}…` : folded;
}

/**
 * PostgreSQL quotes the offending value at the end of some messages (`invalid input syntax for type
 * uuid: "…"`, `invalid byte sequence for encoding "UTF8": 0x00`): the value is cut, the kind of error kept.
 */
function databaseMessage(message: string): string {
  const cut = message.search(/: (?:"|0x)/);
  return cut === -1 ? message : `${message.slice(0, cut)}: [value withheld]`;
}

/** The frames of a stack, without its first line (which repeats the message, values and all). */
function framesOf(stack: string | undefined): string {
  if (!stack) return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

interface FailedQuery {
  query: string;
  params: unknown;
}
interface DatabaseErrorFields {
  severity: string;
  code?: string;
  routine?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

/** Drizzle's DrizzleQueryError: its message is the SQL and every bind parameter. */
function isFailedQuery(error: Error): error is Error & FailedQuery {
  return typeof (error as Partial<FailedQuery>).query === 'string' && 'params' in error;
}

/** node-postgres's DatabaseError (its `detail` and `where` may quote row values). */
function isDatabaseError(error: Error): error is Error & DatabaseErrorFields {
  return (
    typeof (error as Partial<DatabaseErrorFields>).severity === 'string' && typeof (error as { routine?: unknown }).routine === 'string'
  );
}

/**
 * An error as the logs keep it: type, message, code and stack frames, the statement of a failed
 * query by its text (never the values bound to it), a database error's code, constraint and table
 * (never its detail), and up to three causes the same way. Nothing else of the error is copied.
 */
export function errorForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: typeof error === 'string' ? error.slice(0, 200) : '(not an Error)' };
  const type = error.constructor?.name ?? 'Error';
  const out: Record<string, unknown> = { type };
  if (isFailedQuery(error)) {
    out.message = 'Failed query';
    out.statement = statementForLog(error.query);
  } else if (isDatabaseError(error)) {
    out.message = databaseMessage(error.message);
    for (const key of ['code', 'severity', 'routine', 'constraint', 'table', 'column'] as const) {
      if (error[key] !== undefined) out[key] = error[key];
    }
  } else {
    out.message = error.message;
    const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
    if (typeof code === 'string' || typeof code === 'number') out.code = code;
    if (typeof statusCode === 'number') out.statusCode = statusCode;
  }
  out.stack = `${type}: ${String(out.message)}\n${framesOf(error.stack)}`;
  if (error.cause !== undefined && depth < MAX_CAUSES) out.cause = errorForLog(error.cause, depth + 1);
  return out;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No request line for this route's successful answers (the load balancer's probes). */
    quietLog?: boolean;
  }
  interface FastifyRequest {
    /** The envelope's code of a refused or failed request, for its request line (set by sendError). */
    errorCode: string | null;
  }
}

/** What a request line says besides the request id (ADR 0018). */
export interface RequestLineFields {
  method: string | undefined;
  route: string;
  status: number;
  ms: number;
  userId: string | undefined;
  code: string | undefined;
}

/**
 * Fastify's request logging through its public `LogController`: nothing when a request arrives, one
 * line when its answer has been sent, with the route's pattern (not the URL, which may carry an id or
 * a query), the status, the duration, the user and, for refusals, the envelope's code, written by the
 * request's child logger (its binding: the request id).
 */
export class RequestLineLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const config = request.routeOptions.config;
    if (status < 400 && !error && config.quietLog) return;
    const line: RequestLineFields = {
      method: request.raw.method,
      route: config.url ?? '(no route)',
      status,
      ms: Math.round(reply.elapsedTime * 100) / 100,
      userId: request.auth?.user?.id,
      code: request.errorCode ?? undefined,
    };
    // Through the request's own child logger (its binding: the request id), serialized and redacted by pino.
    if (error) reply.log.error({ ...line, err: error }, 'request failed while answering');
    else reply.log.info(line, 'request');
  }
}
