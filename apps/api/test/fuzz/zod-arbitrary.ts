/**
 * fast-check arbitraries derived from the contract's zod 4 schemas (ADR 0021): values a client
 * could send that mostly pass the schema, so the fuzzer reaches the services and the database
 * instead of stopping at validation. Hostile variants are built on top of them (hostile.ts).
 *
 * Only what the input schemas use is understood; anything else throws, so a new zod construct in
 * the contract is noticed here rather than silently fuzzed with nothing.
 */
import { MASTER_ID_PATTERN, MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from '@kurumatabi/contract';
import fc from 'fast-check';
import type { z } from 'zod';

/** Real things of the test database, so generated ids sometimes name something that exists. */
export interface FuzzPools {
  /** Ids of rows of every kind (cars, spots, reservations, images, locations…): "ids of other kinds" included. */
  uuids: readonly string[];
  /** Master ids (facility, rule, kind, variant slugs) that exist. */
  masterIds: readonly string[];
  /** Today in Japan, `YYYY-MM-DD`: generated dates fall around it. */
  today: string;
}

interface Check {
  check: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
}

interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: Check } }[];
  [key: string]: unknown;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check[] => (def.checks ?? []).map((c) => c._zod.def);

/** Arrays in valid bodies stay short: long ones are the hostile generator's job. */
const ARRAY_CAP = 4;
/** Likewise free text: the rule's length limits are tested with huge strings elsewhere. */
const STRING_CAP = 40;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function stringArbitrary(def: Def, pools: FuzzPools): fc.Arbitrary<string> {
  switch (def.format) {
    case 'uuid':
    case 'guid':
      return pools.uuids.length > 0 ? fc.oneof(fc.uuid(), fc.constantFrom(...pools.uuids)) : fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc.integer({ min: -40, max: 400 }).map((d) => addDays(pools.today, d));
    case 'datetime':
      return fc.integer({ min: -40, max: 400 }).map((d) => `${addDays(pools.today, d)}T09:30:00+09:00`);
    case undefined:
    case 'regex':
      break;
    default:
      throw new Error(`zod-arbitrary: string format '${def.format}' is not understood`);
  }
  const checks = checksOf(def);
  let minLength = 0;
  let maxLength = STRING_CAP;
  for (const c of checks) {
    if (c.check === 'min_length' && c.minimum !== undefined) minLength = Math.max(minLength, c.minimum);
    if (c.check === 'max_length' && c.maximum !== undefined) maxLength = Math.min(maxLength, c.maximum);
  }
  maxLength = Math.max(maxLength, minLength);
  const patterns = checks
    .map((c) => c.pattern)
    .filter((p): p is RegExp => p !== undefined && p !== SINGLE_LINE_TEXT && p !== MULTI_LINE_TEXT);
  const pattern = patterns[0];
  if (pattern === MASTER_ID_PATTERN && pools.masterIds.length > 0)
    return fc.oneof({ arbitrary: fc.constantFrom(...pools.masterIds), weight: 3 }, fc.stringMatching(pattern));
  if (pattern) {
    try {
      return fc.stringMatching(pattern).filter((s) => s.length <= Math.max(maxLength, 64));
    } catch {
      // A pattern fast-check cannot read: plain text, refused by validation (still a useful body).
    }
  }
  const multiLine = checks.some((c) => c.pattern === MULTI_LINE_TEXT);
  const text = fc.string({ unit: 'grapheme', minLength, maxLength });
  // Japanese text, with a line break where the field takes several lines.
  const japanese = fc
    .array(
      fc.constantFrom('富士山', 'キャンプ', 'の', '湖', 'ハイエース', ' ', '車中泊', '温泉', 'A', '1', ...(multiLine ? ['\n', '\t'] : [])),
      {
        minLength: Math.max(1, minLength),
        maxLength: Math.max(1, Math.min(maxLength, 12)),
      },
    )
    .map((parts) => parts.join('').slice(0, maxLength))
    .filter((s) => s.trim().length >= minLength);
  return fc.oneof(text, japanese);
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1e6;
  let max = 1e6;
  let integer = def.format === 'safeint' || def.format === 'int32' || def.format === 'uint32';
  for (const c of checksOf(def)) {
    if (c.check === 'greater_than' && typeof c.value === 'number') min = c.inclusive ? c.value : c.value + 1;
    if (c.check === 'less_than' && typeof c.value === 'number') max = c.inclusive ? c.value : c.value - 1;
    if (c.check === 'number_format' && c.format !== 'float32' && c.format !== 'float64') integer = true;
  }
  if (integer) return fc.integer({ min: Math.ceil(Math.max(min, -2_147_483_648)), max: Math.floor(Math.min(max, 2_147_483_647)) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** An arbitrary of values the schema is likely to accept (the object refinements aside). */
export function arbitraryOf(schema: z.ZodType, pools: FuzzPools): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def, pools);
    case 'number':
    case 'int':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
      return fc.option(arbitraryOf(def.innerType as z.ZodType, pools), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType as z.ZodType, pools), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      // Left out, the default applies.
      return fc.option(arbitraryOf(def.innerType as z.ZodType, pools), { nil: undefined, freq: 3 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return arbitraryOf(def.innerType as z.ZodType, pools);
    case 'pipe': {
      // What is sent is the pipe's input; a string pipe's output pattern gives values that pass it too.
      const input = arbitraryOf(def.in as z.ZodType, pools);
      return defOf(def.out).type === 'string' ? fc.oneof(input, arbitraryOf(def.out as z.ZodType, pools)) : input;
    }
    case 'array': {
      let minLength = 0;
      let maxLength = ARRAY_CAP;
      for (const c of checksOf(def)) {
        if (c.check === 'min_length' && c.minimum !== undefined) minLength = c.minimum;
        if (c.check === 'max_length' && c.maximum !== undefined) maxLength = Math.min(maxLength, c.maximum);
      }
      return fc.array(arbitraryOf(def.element as z.ZodType, pools), { minLength, maxLength: Math.max(minLength, maxLength) });
    }
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => arbitraryOf(option, pools)));
    case 'intersection':
      return fc
        .tuple(arbitraryOf(def.left as z.ZodType, pools), arbitraryOf(def.right as z.ZodType, pools))
        .map(([a, b]) => (typeof a === 'object' && typeof b === 'object' ? { ...a, ...b } : a));
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const model = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, arbitraryOf(value, pools)]));
      // Optional fields come out as undefined and vanish in JSON: the record is always complete.
      return fc.record(model);
    }
    case 'custom':
      return fc.constant(undefined);
    default:
      throw new Error(`zod-arbitrary: zod type '${def.type}' is not understood`);
  }
}
