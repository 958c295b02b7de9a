import { z } from 'zod';
import type { Endpoint } from './endpoint.js';
import { errorTable, type ErrorCode } from './errors.js';

/** Error codes any endpoint may answer with, by access level. */
function genericErrors(endpoint: Endpoint): ErrorCode[] {
  const codes: ErrorCode[] = ['VALIDATION_FAILED', 'BODY_REQUIRED', 'RATE_LIMITED', 'INTERNAL'];
  if (endpoint.access !== 'public') codes.push('NO_TOKEN', 'INVALID_TOKEN');
  if (endpoint.access === 'host') codes.push('ROLE_REQUIRED');
  else if (endpoint.access !== 'public' && endpoint.access !== 'user') codes.push('FORBIDDEN');
  if (endpoint.body === 'multipart') codes.push('UNSUPPORTED_MEDIA_TYPE');
  return codes;
}

const errorEnvelopeSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: Object.keys(errorTable) },
        message: { type: 'string', description: '利用者向けの日本語メッセージ' },
        details: {
          type: 'array',
          items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } },
        },
      },
    },
  },
} as const;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
}

/**
 * The body of a call: JSON, or for an upload multipart/form-data whose parts are the input's
 * fields (a Blob field is a binary file part; zod cannot describe those, so they are written here).
 */
function requestContent(endpoint: Endpoint): Record<string, unknown> {
  if (endpoint.body !== 'multipart') return { 'application/json': { schema: jsonSchema(endpoint.input, 'input') } };
  const shape = (endpoint.input as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  const fields = Object.keys(shape);
  return {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: fields,
        properties: Object.fromEntries(fields.map((f) => [f, { type: 'string', contentMediaType: 'application/octet-stream' }])),
      },
      encoding: Object.fromEntries(fields.map((f) => [f, { contentType: 'image/jpeg, image/png, image/webp' }])),
      ...(endpoint.maxFileBytes ? { 'x-max-file-bytes': endpoint.maxFileBytes } : {}),
    },
  };
}

/** The OpenAPI 3.1 document, generated from the registry (served at /v1/openapi.json). */
export function buildOpenApiDocument(endpoints: readonly Endpoint[], info: { version: string; serverUrl?: string }) {
  const paths: Record<string, unknown> = {};
  for (const endpoint of endpoints) {
    const responses: Record<string, unknown> = {
      '200': { description: 'OK', content: { 'application/json': { schema: jsonSchema(endpoint.output, 'output') } } },
    };
    const byStatus = new Map<number, ErrorCode[]>();
    for (const code of [...genericErrors(endpoint), ...endpoint.errors]) {
      const status = errorTable[code].status;
      byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
    }
    for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
      responses[String(status)] = {
        description: codes.join(' | '),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      };
    }
    paths[endpoint.path] = {
      post: {
        operationId: endpoint.name,
        tags: [endpoint.tag],
        summary: endpoint.summary,
        ...(endpoint.access === 'public' ? { security: [] } : {}),
        'x-access': endpoint.access,
        requestBody: { required: true, content: requestContent(endpoint) },
        responses,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'くるま旅 API',
      version: info.version,
      description: 'すべての呼び出しは JSON 本文（必須）を伴う POST です。/v1/public 以外は Firebase の ID トークンを Bearer で送ります。',
    },
    servers: [{ url: info.serverUrl ?? '/' }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } },
      schemas: { ErrorEnvelope: errorEnvelopeSchema },
    },
    paths,
  };
}
