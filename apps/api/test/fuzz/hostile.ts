/**
 * Hostile requests for the contract fuzzer (ADR 0021): bodies derived from an endpoint's schema
 * (zod-arbitrary.ts), then broken the ways an attacker breaks them — one field swapped for a value
 * of the wrong type, a huge or control-laden string, an id of another kind, a field left out,
 * privileged extra fields, prototype keys, a body that is not an object, deep nesting, JSON that is
 * not JSON, the wrong content type — and, for uploads, hostile multipart forms.
 */
import type { Endpoint } from '@kurumatabi/contract';
import fc from 'fast-check';
import { arbitraryOf, type FuzzPools } from './zod-arbitrary.js';

/** One request's body as sent: the bytes, their content type (null: no header), and what kind of case it is. */
export interface FuzzBody {
  kind: string;
  payload: string | Buffer;
  contentType: string | null;
}

/** Strings people and programs send to break things. */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m赤\u001b[0m',
  'line\r\nbreak',
  '\t',
  '\u0085',
  '\ud800',
  'x\udfffy',
  '\u202eevil.exe',
  'ゼロ\u200b幅',
  '\ufeffBOM',
  'Ａｂｃ１２３',
  'e\u0301\u0301\u0301',
  '🚐🏕️👨‍👩‍👧',
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '%00',
  '../../../etc/passwd',
  '${jndi:ldap://example.test/a}',
  '{{7*7}}',
  'NaN',
  '-1',
  '1e400',
  'null',
  '__proto__',
  '0000-00-00',
  '2024-02-30',
  '9999-12-31',
  '25:61',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '%',
  '\\',
  '_',
  '%_%',
];

const nastyNumbers = [-0, -1, 0.5, -1e308, 1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MIN_VALUE, 1e-320, 123456789012];

/** A value of any type, chosen to hurt. */
export function hostileValue(pools: FuzzPools): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...nastyStrings),
    fc.constantFrom(...nastyNumbers),
    fc.constantFrom(null, true, false, {}, [], [null], { id: null }),
    // Any code points, controls and lone surrogates included.
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.integer(),
    fc.double(),
    // Huge strings: past every max length, below the body limit.
    fc.constantFrom('x'.repeat(5_000), 'あ'.repeat(60_000), '\u0000'.repeat(2_000)),
    // Ids of every kind, where another kind is expected.
    pools.uuids.length > 0 ? fc.constantFrom(...pools.uuids) : fc.uuid(),
    fc.uuid(),
    fc.array(fc.uuid(), { minLength: 50, maxLength: 200 }),
    fc.constant(Array.from({ length: 5_000 }, (_, i) => i)),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

/** Every path to a node of a JSON value (the root is []). */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...prefix, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  return out;
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) }) as Record<string | number, unknown>;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

function deleteAt(value: unknown, path: (string | number)[]): unknown {
  if (path.length === 0 || !value || typeof value !== 'object') return value;
  if (path.length === 1) {
    if (Array.isArray(value)) return value.filter((_, i) => i !== path[0]);
    const { [String(path[0])]: _gone, ...rest } = value as Record<string, unknown>;
    return rest;
  }
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  return replaceAt(value, [head], deleteAt((value as Record<string | number, unknown>)[head], rest));
}

/** Fields a body should never be able to set: roles, owners, states, ids of others. */
const privilegedFields = {
  isOperator: true,
  roles: { operator: true },
  userId: '00000000-0000-4000-8000-000000000001',
  ownerId: '00000000-0000-4000-8000-000000000001',
  verificationStatus: 'Verified',
  status: 'Approved',
  total: 0,
  feeRate: 0,
  deactivatedAt: null,
};

function nested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const json = (kind: string, value: unknown): FuzzBody => ({
  kind,
  payload: JSON.stringify(value) ?? 'null',
  contentType: 'application/json',
});

/** Random and hostile JSON bodies for one endpoint's input schema. */
export function jsonBodies(endpoint: Endpoint, pools: FuzzPools): fc.Arbitrary<FuzzBody> {
  const valid = arbitraryOf(endpoint.input, pools);
  const hostile = hostileValue(pools);
  const withPath = valid.chain((body) => fc.tuple(fc.constant(body), fc.constantFrom(...pathsOf(body))));
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((body) => json('derived', body)) },
    {
      weight: 5,
      arbitrary: fc.tuple(withPath, hostile).map(([[body, path], value]) => json('field-swapped', replaceAt(body, path, value))),
    },
    { weight: 1, arbitrary: withPath.map(([body, path]) => json('field-missing', deleteAt(body, path))) },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.subarray(Object.keys(privilegedFields), { minLength: 1 })).map(([body, keys]) =>
        json('extra-fields', {
          ...(body as object),
          ...Object.fromEntries(keys.map((k) => [k, privilegedFields[k as keyof typeof privilegedFields]])),
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom('__proto__', 'constructor', 'prototype')).map(([body, key]) => {
        // JSON.stringify drops a __proto__ key: write it into the text.
        const rest = JSON.stringify(body) ?? '{}';
        const inner = key === 'constructor' ? '{"prototype":{"isOperator":true}}' : '{"isOperator":true,"roles":{"operator":true}}';
        const payload = rest.startsWith('{') && rest !== '{}' ? `{"${key}":${inner},${rest.slice(1)}` : `{"${key}":${inner}}`;
        return { kind: 'prototype-key', payload, contentType: 'application/json' };
      }),
    },
    { weight: 1, arbitrary: hostile.map((value) => json('not-an-object', value)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { kind: 'deep-nesting', payload: nested(5_000, 'array'), contentType: 'application/json' },
        { kind: 'deep-nesting', payload: nested(2_000, 'object'), contentType: 'application/json' },
        { kind: 'deep-nesting', payload: `{"a":${nested(50_000, 'array')}}`, contentType: 'application/json' },
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"a":',
          '{,}',
          '{"a":1,"a":2}',
          '\ufeff{}',
          '{"n":1e999}',
          '{"n":123456789012345678901234567890}',
          "{'single':'quotes'}",
          '{"x":"\\ud800"}',
          '{"x":"\\u0000"}',
          '\u0000',
          '[]',
          '"string"',
          '12',
          'true',
          ' ',
        )
        .map((payload) => ({ kind: 'raw-text', payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/json; charset=latin1',
            'application/xml',
            'multipart/form-data',
            null,
          ),
        )
        .map(([body, contentType]) => ({ kind: 'content-type', payload: JSON.stringify(body) ?? '{}', contentType })),
    },
  );
}

const tinyPng = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
/** A PNG header that claims 100,000 × 100,000 pixels (a decompression bomb's first bytes). */
const hugePngHeader = Buffer.concat([tinyPng.subarray(0, 16), Buffer.from('000186a0000186a0', 'hex'), tinyPng.subarray(24)]);

interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

function form(kind: string, parts: FormPart[], options: { close?: boolean; boundary?: string | null } = {}): FuzzBody {
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  if (options.close !== false) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const header = options.boundary === null ? 'multipart/form-data' : `multipart/form-data; boundary=${options.boundary ?? boundary}`;
  return { kind, payload: Buffer.concat(chunks), contentType: header };
}

/** Hostile multipart forms for the uploads (and one real image, so the happy path is in the mix). */
export function multipartBodies(pools: FuzzPools, realJpeg: Buffer): fc.Arbitrary<FuzzBody> {
  const file = (data: Buffer | string, filename = 'photo.jpg', contentType = 'image/jpeg'): FormPart => ({
    name: 'file',
    filename,
    contentType,
    data,
  });
  return fc.oneof(
    fc.constantFrom(
      form('form-real-image', [file(realJpeg)]),
      form('form-tiny-png', [file(tinyPng, 'a.png', 'image/png')]),
      form('form-bomb-header', [file(hugePngHeader, 'bomb.png', 'image/png')]),
      form('form-garbage', [file(Buffer.from('not an image at all'))]),
      form('form-svg-script', [file('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'x.svg', 'image/svg+xml')]),
      form('form-empty-file', [file(Buffer.alloc(0))]),
      form('form-wrong-name', [{ ...file(realJpeg), name: 'photo' }]),
      form('form-two-files', [file(realJpeg), file(realJpeg)]),
      form('form-field-only', [{ name: 'file', data: 'just text' }]),
      form('form-unclosed', [file(realJpeg)], { close: false }),
      form('form-no-boundary', [file(realJpeg)], { boundary: null }),
      form('form-wrong-boundary', [file(realJpeg)], { boundary: 'other' }),
      form('form-hostile-filename', [file(realJpeg, '../../\u0000evil\u202e.jpg\r\nX-Injected: 1')]),
      form(
        'form-many-fields',
        Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, data: 'x' })),
      ),
      form('form-no-parts', []),
    ),
    fc
      .tuple(hostileValue(pools), fc.constantFrom('text/plain', 'image/jpeg', 'application/octet-stream'))
      .map(([value, type]) =>
        form('form-hostile-part', [file(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''), 'x', type)]),
      ),
    hostileValue(pools).map((value) => json('json-to-upload', value)),
  );
}
