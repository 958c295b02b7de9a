import type { z } from 'zod';
import type { ErrorCode } from './errors.js';

/**
 * Who may call an endpoint. `public` needs no token; every other level needs a valid ID token,
 * and the role levels additionally need the role on the user's row (granted by make-car-owner,
 * make-facility-provider, or — for operators — configuration and seed only).
 */
export const accessLevels = ['public', 'user', 'carOwner', 'facilityProvider', 'operator'] as const;
export type Access = (typeof accessLevels)[number];

export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /** The exact path of spec §7, e.g. `/v1/public/show-terms`. Always POST with a JSON body. */
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
}

export type Input<E extends Endpoint> = z.input<E['input']>;
export type ParsedInput<E extends Endpoint> = z.output<E['input']>;
export type Output<E extends Endpoint> = z.output<E['output']>;

function camelName(path: string): string {
  const last = path.split('/').pop() ?? path;
  return last.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

export function defineEndpoint<I extends z.ZodType, O extends z.ZodType>(def: {
  path: `/v1/${string}`;
  tag: string;
  summary: string;
  access: Access;
  input: I;
  output: O;
  errors?: readonly ErrorCode[];
}): Endpoint<I, O> {
  if ((def.access === 'public') !== def.path.startsWith('/v1/public/')) {
    // spec §6: the public calls are exactly those under /v1/public.
    throw new Error(`${def.path}: public endpoints live under /v1/public/ and only there`);
  }
  return { ...def, name: camelName(def.path), errors: def.errors ?? [] };
}
