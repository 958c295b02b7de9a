import type { z } from 'zod';
import type { ErrorCode } from './errors.js';
import type { IdDeclaration, IdRule } from './id-rules.js';
import type { RateLimitClass } from './rate-limit.js';

/**
 * Who may call an endpoint. `public` needs no token; every other level needs a valid ID token,
 * and the role levels additionally need the role on the user's row (granted by make-car-owner,
 * make-facility-provider, or — for operators — configuration and seed only). `host` is either
 * listing role (car owner or facility provider: pickup locations, the bank account for payouts);
 * it is refused with ROLE_REQUIRED, the other roles with FORBIDDEN (ADR 0020).
 */
export const accessLevels = ['public', 'user', 'host', 'carOwner', 'facilityProvider', 'operator'] as const;
export type Access = (typeof accessLevels)[number];

/**
 * How the body travels. `json` (nearly every call): a JSON object. `multipart`: a
 * multipart/form-data upload whose parts are the input schema's fields (the uploads of images);
 * the client sends FormData, the OpenAPI document says multipart/form-data, and the API reads the
 * file part as a stream with its size limit instead of parsing JSON.
 */
export const bodyKinds = ['json', 'multipart'] as const;
export type BodyKind = (typeof bodyKinds)[number];

export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType, B extends BodyKind = BodyKind> {
  /** The exact path of spec §7, e.g. `/v1/public/show-terms`. Always POST, with a body of `body`'s kind. */
  path: string;
  /** camelCase operation name derived from the path's last segment, e.g. `showTerms`. */
  name: string;
  /** OpenAPI tag, the domain folder. */
  tag: string;
  summary: string;
  access: Access;
  input: I;
  output: O;
  /** Error codes this endpoint may answer with, beyond the generic ones every endpoint has. */
  errors: readonly ErrorCode[];
  body: B;
  /** For `multipart` endpoints: the largest file part accepted, in bytes (413 FILE_TOO_LARGE above it). */
  maxFileBytes?: number;
  /** The rate-limit budget this call spends from (ADR 0017); `general` unless declared. */
  rateLimit: RateLimitClass;
  /**
   * Each body field that names an object, and how it must relate to the caller (ADR 0020); `{}`
   * for an endpoint that takes no id. The authorization matrix tests are generated from it.
   */
  ids: Readonly<Record<string, IdRule>>;
}

export type Input<E extends Endpoint> = z.input<E['input']>;
export type ParsedInput<E extends Endpoint> = z.output<E['input']>;
export type Output<E extends Endpoint> = z.output<E['output']>;

function camelName(path: string): string {
  const last = path.split('/').pop() ?? path;
  return last.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

export function defineEndpoint<I extends z.ZodType, O extends z.ZodType, const B extends BodyKind = 'json'>(def: {
  path: `/v1/${string}`;
  /**
   * Only where two paths end alike (`/v1/public/list-car` and `/v1/user/list-car`): the signed-in
   * variant's operation name (`userListCar`). Otherwise derived from the path.
   */
  name?: string;
  tag: string;
  summary: string;
  access: Access;
  input: I;
  output: O;
  /** Mandatory: every id-like field of `input` (`id`, `…Id`, `…Ids`, `plans[].id`) and nothing else; `{}` when none (ADR 0020). */
  ids: IdDeclaration<z.input<I>>;
  errors?: readonly ErrorCode[];
  body?: B;
  maxFileBytes?: number;
  /** The calls worth abusing spend from their own, tighter budget (ADR 0017); `general` by default. */
  rateLimit?: RateLimitClass;
}): Endpoint<I, O, B> {
  if ((def.access === 'public') !== def.path.startsWith('/v1/public/')) {
    // spec §6: the public calls are exactly those under /v1/public.
    throw new Error(`${def.path}: public endpoints live under /v1/public/ and only there`);
  }
  if (def.body === 'multipart' && !def.maxFileBytes) throw new Error(`${def.path}: a multipart endpoint needs maxFileBytes`);
  return {
    ...def,
    name: def.name ?? camelName(def.path),
    errors: def.errors ?? [],
    body: (def.body ?? 'json') as B,
    rateLimit: def.rateLimit ?? 'general',
  };
}

/** True for the uploads (multipart/form-data bodies). */
export function isMultipart(endpoint: Endpoint): endpoint is Endpoint<z.ZodType, z.ZodType, 'multipart'> {
  return endpoint.body === 'multipart';
}
