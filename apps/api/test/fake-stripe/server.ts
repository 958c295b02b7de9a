/**
 * A Stripe-compatible HTTP server on loopback for the `stripe` adapter's tests: the official SDK talks to it through
 * its `host` / `port` / `protocol` settings, so the adapter is tested with the real client's encoding, retries,
 * idempotency headers and error classes, without a network. It speaks only what the adapter uses (see state.ts),
 * keeps Stripe's Idempotency-Key semantics, injects faults on request, and signs webhook payloads with the SDK's own
 * `generateTestHeaderString`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import Stripe from 'stripe';
import { canonicalForm, listParam, parseForm, type FormObject } from './form.js';
import { newId, StripeFailure } from './objects.js';
import { createRefund, createTransfer } from './money-out.js';
import { FakeStripeState } from './state.js';

/**
 * `server_error`: the next request is answered 500 without being applied. `drop_after_applying`: it is applied (and
 * its answer kept for its key), then the connection is cut before any answer, as when a network fails on the way
 * back. `stall`: applied, answered only after `ms` (the client's timeout fires first).
 */
export type Fault = { kind: 'server_error' } | { kind: 'drop_after_applying' } | { kind: 'stall'; ms: number };

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  replayed: boolean;
  status: number;
}

export interface SignedEvent {
  payload: Buffer;
  header: string;
  id: string;
}

export interface FakeStripe {
  readonly host: '127.0.0.1';
  readonly port: number;
  readonly protocol: 'http';
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly state: FakeStripeState;
  /** Every request that reached the server, in order. */
  readonly requests: RecordedRequest[];
  failNext(fault: Fault, times?: number): void;
  /** Drops the faults not met yet: the processor is back. */
  clearFaults(): void;
  /** A webhook delivery as Stripe makes it: the event's raw JSON and its `Stripe-Signature` header. */
  signedEvent(type: string, object: object, options?: { secret?: string; timestamp?: number }): SignedEvent;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body: string;
}

interface StoredAnswer extends Answer {
  method: string;
  path: string;
  params: string;
}

function route(state: FakeStripeState, method: string, path: string, form: FormObject): unknown {
  const expand = listParam(form, 'expand');
  if (method === 'POST' && path === '/v1/payment_intents') return state.view(state.createIntent(form), expand);
  if (method === 'POST' && path === '/v1/refunds') return createRefund(state, form);
  if (method === 'POST' && path === '/v1/transfers') return createTransfer(state, form);
  const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
  const id = match?.[1];
  if (id !== undefined) {
    const action = match?.[2];
    if (method === 'GET' && action === undefined) return state.view(state.intent(id), expand);
    if (method === 'POST' && action === 'capture') return state.view(state.capture(id, form), expand);
    if (method === 'POST' && action === 'cancel') return state.view(state.cancel(id, form), expand);
  }
  throw new StripeFailure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
}

function execute(state: FakeStripeState, method: string, path: string, form: FormObject): Answer {
  try {
    return { status: 200, body: JSON.stringify(route(state, method, path, form)) };
  } catch (error) {
    if (error instanceof StripeFailure) return { status: error.status, body: JSON.stringify({ error: error.error }) };
    throw error;
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, answer: Answer, replayed: boolean): void {
  if (response.destroyed) return;
  response.writeHead(answer.status, {
    'content-type': 'application/json',
    'request-id': newId('req'),
    'stripe-version': Stripe.API_VERSION,
    ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
  });
  response.end(answer.body);
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${newId('loopback')}`;
  const webhookSecret = `whsec_${newId('loopback')}`;
  const state = new FakeStripeState();
  const requests: RecordedRequest[] = [];
  const faults: Fault[] = [];
  const answersByKey = new Map<string, StoredAnswer>();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const rawParams = method === 'GET' ? url.search.slice(1) : body;
    const keyHeader = request.headers['idempotency-key'];
    const key = typeof keyHeader === 'string' ? keyHeader : null;
    const record = (status: number, replayed: boolean): void => {
      requests.push({ method, path: url.pathname, idempotencyKey: key, replayed, status });
    };

    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      record(401, false);
      send(
        response,
        { status: 401, body: JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }) },
        false,
      );
      return;
    }
    const fault = faults.shift();
    if (fault?.kind === 'server_error') {
      record(500, false);
      send(
        response,
        { status: 500, body: JSON.stringify({ error: { type: 'api_error', message: 'Sorry, something went wrong.' } }) },
        false,
      );
      return;
    }

    const params = canonicalForm(rawParams);
    const stored = method === 'POST' && key !== null ? answersByKey.get(key) : undefined;
    let answer: Answer;
    let replayed = false;
    if (stored && (stored.method !== method || stored.path !== url.pathname || stored.params !== params)) {
      answer = {
        status: 400,
        body: JSON.stringify({
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        }),
      };
    } else if (stored) {
      answer = stored;
      replayed = true;
    } else {
      answer = execute(state, method, url.pathname, parseForm(rawParams));
      // Stripe keeps the result of every request that ran (a success or a card decline) for its key; answers to
      // requests refused before running (invalid parameters, a wrong state) are not kept here.
      if (method === 'POST' && key !== null && (answer.status === 200 || answer.status === 402)) {
        answersByKey.set(key, { ...answer, method, path: url.pathname, params });
      }
    }
    record(answer.status, replayed);

    if (fault?.kind === 'drop_after_applying') {
      request.socket.destroy();
      return;
    }
    if (fault?.kind === 'stall') await delay(fault.ms);
    send(response, answer, replayed);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, { status: 500, body: JSON.stringify({ error: { type: 'api_error', message: String(error) } }) }, false);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    secretKey,
    webhookSecret,
    state,
    requests,
    failNext(fault, times = 1) {
      for (let count = 0; count < times; count += 1) faults.push(fault);
    },
    clearFaults() {
      faults.length = 0;
    },
    signedEvent(type, object, options = {}) {
      const id = newId('evt');
      const event = {
        id,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: state.now(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
      const payload = JSON.stringify(event);
      const header = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? webhookSecret,
        timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
      });
      return { payload: Buffer.from(payload), header, id };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
