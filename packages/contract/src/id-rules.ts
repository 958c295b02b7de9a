/**
 * The security matrix's second half (ADR 0020): beside `access` (who may call), every endpoint
 * declares each field of its body that names an object, and how that object must relate to the
 * caller. The declaration is typed against the input schema — every id-like field (`id`, `…Id`,
 * `…Ids`, also inside arrays: `plans[].id`) must be declared, and nothing else may be — and the
 * API's matrix tests are generated from it.
 */
import type { z } from 'zod';
import type { ErrorCode } from './errors.js';

/** What an id names. `listing` is a car or a spot (the body says which); `master` is reference data. */
export const idKinds = [
  'car',
  'spot',
  'spotPlan',
  'listing',
  'reserve',
  'image',
  'location',
  'notification',
  'driverLicense',
  'inquiry',
  'contactMessage',
  'mail',
  'review',
  'payout',
  'user',
  'auditTarget',
  'content',
  'coupon',
  'master',
] as const;
export type IdKind = (typeof idKinds)[number];

/**
 * How the named object must relate to the caller, and what another user's id gets:
 * - `owner`: the caller's own object (their car, image, location, notification); another's is 404.
 * - `visible`: an object the caller may see — a published, verified listing (or their own); a
 *   draft or hidden one of someone else is 404, as if it did not exist. A review is visible once
 *   published; one still hidden by the blind rule (ADR 0027) is 404 to everyone but its author.
 * - `participant`: a reservation the caller is the guest or the host of (operators read every one);
 *   anyone else's is 404. An inquiry (a conversation) the caller is the guest or the host of; anyone
 *   else's, an operator's included, is 404 (operators read threads through their own audited call).
 *   A published guest review the caller is the reviewed host of (their answer to it); anyone else's is 404.
 * - `filter`: narrows a list that only ever holds the caller's own rows; another's id gives an
 *   empty list (200), never their rows.
 * - `staff`: any object of the kind; the operator role is the guard (operator endpoints only).
 * - `reference`: master data, the same for everyone and nobody's (makers, facilities, rules, types).
 */
export const idRuleNames = ['owner', 'visible', 'participant', 'filter', 'staff', 'reference'] as const;
export type IdRuleName = (typeof idRuleNames)[number];

export interface IdRule {
  kind: IdKind;
  rule: IdRuleName;
}

/**
 * The declared refusal of another user's object under `owner`, `visible` and `participant`: 404 with
 * the kind's own code, exactly as for an id that does not exist — never 403, which would confirm
 * that it does. (A listing is a car or a spot, as the body's kind says.)
 */
export const notFoundCodes: Record<IdKind, readonly ErrorCode[]> = {
  car: ['CAR_NOT_FOUND'],
  spot: ['SPOT_NOT_FOUND'],
  spotPlan: ['SPOT_PLAN_NOT_FOUND'],
  listing: ['CAR_NOT_FOUND', 'SPOT_NOT_FOUND'],
  reserve: ['RESERVE_NOT_FOUND'],
  image: ['IMAGE_NOT_FOUND'],
  location: ['LOCATION_NOT_FOUND'],
  notification: ['NOTIFICATION_NOT_FOUND'],
  driverLicense: ['DRIVER_LICENSE_NOT_FOUND'],
  inquiry: ['INQUIRY_NOT_FOUND'],
  contactMessage: ['CONTACT_MESSAGE_NOT_FOUND'],
  mail: ['MAIL_NOT_FOUND'],
  review: ['REVIEW_NOT_FOUND'],
  payout: ['PAYOUT_NOT_FOUND'],
  user: ['USER_NOT_FOUND'],
  // Whatever an audit row names (a user, a reservation, a listing...): only ever a filter of the operators' audit log.
  auditTarget: [],
  content: ['CONTENT_NOT_FOUND'],
  coupon: ['COUPON_NOT_FOUND'],
  master: [],
};

/** The rules that tie an id to the caller: another user's object must be refused (or filtered out). */
export const userScopedRules: readonly IdRuleName[] = ['owner', 'visible', 'participant', 'filter'];

export const owned = (kind: Exclude<IdKind, 'master'>): IdRule => ({ kind, rule: 'owner' });
export const visible = (kind: 'car' | 'spot' | 'spotPlan' | 'listing' | 'review'): IdRule => ({ kind, rule: 'visible' });
export const participant = (kind: 'reserve' | 'inquiry' | 'review' = 'reserve'): IdRule => ({ kind, rule: 'participant' });
export const filter = (kind: Exclude<IdKind, 'master'>): IdRule => ({ kind, rule: 'filter' });
export const staff = (kind: Exclude<IdKind, 'master'>): IdRule => ({ kind, rule: 'staff' });
export const reference = (): IdRule => ({ kind: 'master', rule: 'reference' });

/** True for a field name that names an object: `id`, `carId`, `photoIds`. */
export function isIdFieldName(name: string): boolean {
  return name === 'id' || /[a-z]Ids?$/.test(name);
}

type IdName<K extends string> = K extends 'id' | `${string}Id` | `${string}Ids` ? K : never;
type Leaf<T> = NonNullable<T>;

/**
 * Every id-like field of an input type, as a path: `carId`, `photoIds`, `plans[].id`,
 * `email.someId`. Unions contribute each member's fields.
 */
export type IdFieldPath<T> = T extends unknown
  ? {
      [K in keyof T & string]-?:
        | IdName<K>
        | (Leaf<T[K]> extends readonly (infer U)[]
            ? Leaf<U> extends Record<string, unknown>
              ? `${K}[].${IdFieldPath<Leaf<U>>}`
              : never
            : Leaf<T[K]> extends Record<string, unknown>
              ? `${K}.${IdFieldPath<Leaf<T[K]>>}`
              : never);
    }[keyof T & string]
  : never;

/** An endpoint's declaration: exactly one rule for each id-like field of its input (`{}` when it takes none). */
export type IdDeclaration<T> = { readonly [P in IdFieldPath<T>]: IdRule };

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/**
 * The id-like field paths of a zod input schema, found by walking it (objects, arrays, optionals,
 * defaults, pipes, unions): what the type above computes, checked at run time by the tests.
 */
export function idFieldPaths(schema: z.ZodType): string[] {
  return [...idFields(schema).keys()].sort();
}

/** The leaf under wrappers and lists: `z.array(z.uuid()).optional()` is a uuid. */
function leafFormat(node: unknown): 'uuid' | 'other' {
  const def = defOf(node);
  if (!def) return 'other';
  if (def.type === 'string') return def.format === 'uuid' ? 'uuid' : 'other';
  if (def.type === 'array') return leafFormat(def.element);
  if (def.type === 'pipe') return leafFormat(def.in);
  if ('innerType' in def) return leafFormat(def.innerType);
  return 'other';
}

/**
 * What is wrong with an endpoint's declaration: id-like fields it leaves out, fields it declares
 * that are not id-like fields of its input, and rules that do not fit the value (a `reference` is a
 * master slug, every other rule names a row by UUID; `staff` on operator calls only).
 */
export function declarationProblems(endpoint: { access: string; input: z.ZodType; ids: Readonly<Record<string, IdRule>> }): string[] {
  const fields = idFields(endpoint.input);
  const problems: string[] = [];
  for (const path of fields.keys()) if (!(path in endpoint.ids)) problems.push(`${path}: not declared`);
  for (const [path, rule] of Object.entries(endpoint.ids)) {
    const format = fields.get(path);
    if (!format) problems.push(`${path}: declared but not an id field of the input`);
    else if ((rule.rule === 'reference') !== (format === 'other'))
      problems.push(`${path}: ${rule.rule} does not fit a ${format === 'uuid' ? 'UUID' : 'master slug'}`);
    if (rule.rule === 'staff' && endpoint.access !== 'operator') problems.push(`${path}: staff is a rule of the operator calls only`);
  }
  return problems;
}

/** Each id-like path with whether its value is a UUID (a row) or something else (a master slug). */
function idFields(schema: z.ZodType): Map<string, 'uuid' | 'other'> {
  const found = new Map<string, 'uuid' | 'other'>();
  const walk = (node: unknown, prefix: string, seen: Set<unknown>): void => {
    const def = defOf(node);
    if (!def || seen.has(node)) return;
    const next = new Set(seen).add(node);
    switch (def.type) {
      case 'object':
        for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
          if (isIdFieldName(key)) found.set(prefix + key, leafFormat(child));
          walk(child, `${prefix}${key}.`, next);
        }
        return;
      case 'array':
        // `photoIds[]` is the list itself; only objects inside an array add paths of their own.
        walk(def.element, prefix.replace(/\.$/, '[].'), next);
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'nonoptional':
      case 'catch':
        walk(def.innerType, prefix, next);
        return;
      case 'pipe':
        walk(def.in, prefix, next);
        return;
      case 'union':
        for (const option of def.options as unknown[]) walk(option, prefix, next);
        return;
      case 'intersection':
        walk(def.left, prefix, next);
        walk(def.right, prefix, next);
        return;
      case 'lazy':
        walk((def.getter as () => unknown)(), prefix, next);
        return;
      default:
        return;
    }
  };
  walk(schema, '', new Set());
  return found;
}
