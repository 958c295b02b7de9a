/**
 * The character rule of ADR 0021: every string a request may carry refuses control characters.
 * The registry test walks every input schema, so a field added later without `singleLineText` /
 * `multiLineText` (a raw `z.string()`) fails here.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT, multiLineText, singleLineText } from './common.js';
import { endpoints } from './index.js';

const controls = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(0x80 + i)),
];

describe('singleLineText', () => {
  const name = singleLineText('名前').min(1).max(20);

  it('refuses every control character (C0, DEL, C1), tab and line breaks included, with a Japanese message', () => {
    for (const c of controls) {
      const result = name.safeParse(`山田${c}花子`);
      expect(result.success, `U+${c.charCodeAt(0).toString(16)}`).toBe(false);
      expect(result.error?.issues).toEqual([expect.objectContaining({ message: '名前に使用できない文字が含まれています。' })]);
    }
  });

  it('refuses lone surrogates but takes real text, emoji and the ideographic space', () => {
    expect(name.safeParse('a\ud800b').success).toBe(false);
    expect(name.safeParse('a\udc00b').success).toBe(false);
    expect(name.parse('山田　花子 🚐')).toBe('山田　花子 🚐');
  });

  it('trims first, so a pasted trailing tab or line break is dropped rather than refused', () => {
    expect(name.parse('\t山田 花子\r\n')).toBe('山田 花子');
    expect(singleLineText('キー', { trim: false }).safeParse(' a\t').success).toBe(false);
  });

  it('names the type problem in Japanese and leaves the other checks their own messages', () => {
    expect(name.safeParse(42).error?.issues[0]?.message).toBe('名前は文字で入力してください。');
    expect(singleLineText('名前', { typeError: '名前を入力してください。' }).safeParse(null).error?.issues[0]?.message).toBe(
      '名前を入力してください。',
    );
    expect(singleLineText('名前').max(2, '長すぎます。').safeParse('abc').error?.issues[0]?.message).toBe('長すぎます。');
  });
});

describe('multiLineText', () => {
  const note = multiLineText('メモ').max(100);

  it('takes tab and line feed, and turns CR LF and a lone CR into LF', () => {
    expect(note.parse('1行目\r\n2行目\r3行目\n\t字下げ')).toBe('1行目\n2行目\n3行目\n\t字下げ');
  });

  it('refuses every other control character', () => {
    for (const c of controls.filter((c) => c !== '\t' && c !== '\n' && c !== '\r')) {
      expect(note.safeParse(`前${c}後`).success, `U+${c.charCodeAt(0).toString(16)}`).toBe(false);
    }
  });
});

/** A string field of an input schema, with where it is. */
interface StringLeaf {
  path: string;
  schema: z.ZodType;
}

/** zod formats that admit no control character by construction (uuid, dates, e-mail…). */
const SAFE_FORMATS = new Set(['uuid', 'guid', 'email', 'date', 'datetime', 'time', 'url', 'cuid', 'cuid2', 'ulid', 'nanoid']);

interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: { pattern?: RegExp } } }[];
  [key: string]: unknown;
}
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Every string leaf of a schema; fails loudly on a zod construct it does not know (so nothing is skipped unseen). */
function stringLeaves(schema: z.ZodType, path: string, out: StringLeaf[] = []): StringLeaf[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      out.push({ path, schema });
      break;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>)) stringLeaves(value, `${path}.${key}`, out);
      if (def.catchall) stringLeaves(def.catchall as z.ZodType, `${path}.*`, out);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      stringLeaves(def.innerType as z.ZodType, path, out);
      break;
    case 'pipe':
      // What the client sends is the pipe's input; its output is ours.
      stringLeaves(def.in as z.ZodType, path, out);
      break;
    case 'array':
      stringLeaves(def.element as z.ZodType, `${path}[]`, out);
      break;
    case 'union':
      (def.options as z.ZodType[]).forEach((option, i) => stringLeaves(option, `${path}|${i}`, out));
      break;
    case 'intersection':
      stringLeaves(def.left as z.ZodType, path, out);
      stringLeaves(def.right as z.ZodType, path, out);
      break;
    case 'record':
      stringLeaves(def.keyType as z.ZodType, `${path}{key}`, out);
      stringLeaves(def.valueType as z.ZodType, `${path}{}`, out);
      break;
    case 'tuple':
      (def.items as z.ZodType[]).forEach((item, i) => stringLeaves(item, `${path}[${i}]`, out));
      break;
    case 'lazy':
      stringLeaves((def.getter as () => z.ZodType)(), path, out);
      break;
    case 'number':
    case 'int':
    case 'boolean':
    case 'enum':
    case 'literal':
    case 'custom': // the file part of an upload
    case 'transform':
    case 'never':
      break;
    default:
      throw new Error(`${path}: the walker does not know zod type '${def.type}'; teach it before using it in an input`);
  }
  return out;
}

const leaves = endpoints.flatMap((endpoint) => stringLeaves(endpoint.input, endpoint.path));

describe('every string field of every input schema of the registry', () => {
  it('finds the free-text fields the defects named (the walk reaches them)', () => {
    const paths = leaves.map((leaf) => leaf.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v1/public/list-car.keyword',
        '/v1/public/list-spot.keyword',
        '/v1/user/update-spot.access',
        '/v1/operator/reject-car.reason',
        '/v1/operator/reject-spot.reason',
        '/v1/operator/reject-driver-license.reason',
      ]),
    );
  });

  it.each(leaves.map((leaf) => [leaf.path, leaf] as const))('%s goes through the character rule', (_path, leaf) => {
    const def = defOf(leaf.schema);
    const patterns = (def.checks ?? []).map((check) => check._zod.def.pattern);
    const ruled = patterns.includes(SINGLE_LINE_TEXT) || patterns.includes(MULTI_LINE_TEXT);
    const safeFormat = def.format !== undefined && SAFE_FORMATS.has(def.format);
    expect(ruled || safeFormat, 'build it with singleLineText / multiLineText from common.ts').toBe(true);
  });

  it.each(leaves.map((leaf) => [leaf.path, leaf] as const))('%s refuses a NUL', (_path, leaf) => {
    for (const value of ['\u0000', 'abc\u0000', '\u0000あいうえおかきくけこ', `${'a'.repeat(8)}\u0000${'b'.repeat(8)}`]) {
      expect(leaf.schema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});
