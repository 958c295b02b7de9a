/**
 * The matrix, generated from the registry: every endpoint (including every one added later)
 * refuses a missing, malformed or non-object body with 400, and every non-public one refuses a
 * missing token with 401 `No token provided` and a forged one with 401 INVALID_TOKEN. Uploads
 * (`body: 'multipart'`) refuse any JSON with 415 and a form without its file part with 400.
 */
import { endpoints, type Endpoint, type ErrorEnvelope } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createRegisteredUser, grantRoles, injectRaw, injectUpload, type TestUser } from '../../test/helpers.js';

let app: FastifyInstance;
let user: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  user = await createRegisteredUser(`マトリクス 検証 ${Date.now().toString(36)}`);
  // Every role, so the body checks reach role-level endpoints too (their 403 is tested in auth.test.ts).
  await grantRoles(user, { carOwner: true, facilityProvider: true, operator: true });
});
afterAll(() => app.close());

function errorOf(body: string): ErrorEnvelope['error'] {
  return (JSON.parse(body) as ErrorEnvelope).error;
}

const cases = (list: readonly Endpoint[]) => list.map((e) => [e.path, e] as const);

describe.each(cases(endpoints))('%s', (_path, endpoint) => {
  // Read at run time: `user` is set in beforeAll, after the tests are collected.
  const caller = () => (endpoint.access === 'public' ? null : user);

  it('answers 400 BODY_REQUIRED without a body', async () => {
    for (const request of [{}, { payload: '' }, { payload: 'null' }]) {
      const response = await injectRaw(caller(), endpoint, request);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response.body).code).toBe('BODY_REQUIRED');
    }
  });

  it('answers 400 MALFORMED_JSON for broken JSON', async () => {
    const response = await injectRaw(caller(), endpoint, { payload: '{"name": ' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).code).toBe('MALFORMED_JSON');
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await injectRaw(caller(), endpoint, { payload: 'name=x', contentType: 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response.body).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 405 with Allow: POST for another method', async () => {
    const response = await app.inject({ method: 'GET', url: endpoint.path });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(errorOf(response.body).code).toBe('METHOD_NOT_ALLOWED');
  });
});

describe.each(cases(endpoints.filter((e) => e.body === 'json')))('%s (JSON body)', (_path, endpoint) => {
  const caller = () => (endpoint.access === 'public' ? null : user);

  it('answers 415 to a multipart form (only the uploads read forms)', async () => {
    const response = await injectUpload(caller(), endpoint, {
      data: Buffer.from('{}'),
      filename: 'a.json',
      contentType: 'application/json',
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response.body).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 400 VALIDATION_FAILED with details for a non-object body', async () => {
    for (const payload of ['[]', '"x"', '42', 'true']) {
      const response = await injectRaw(caller(), endpoint, { payload });
      expect(response.statusCode, payload).toBe(400);
      const error = errorOf(response.body);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details?.length).toBeGreaterThan(0);
    }
  });
});

describe.each(cases(endpoints.filter((e) => e.body === 'multipart')))('%s (multipart upload)', (_path, endpoint) => {
  const caller = () => (endpoint.access === 'public' ? null : user);

  it('answers 415 to any JSON body and 400 FILE_REQUIRED to a form without its file', async () => {
    for (const payload of ['{}', '[]', '"x"', '42', 'true']) {
      const response = await injectRaw(caller(), endpoint, { payload });
      expect(response.statusCode, payload).toBe(415);
      expect(errorOf(response.body).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const other = await injectUpload(caller(), endpoint, { data: Buffer.from('x'), filename: 'a.jpg', contentType: 'image/jpeg' }, 'photo');
    expect(other.statusCode).toBe(400);
    expect(errorOf(other.body).code).toBe('FILE_REQUIRED');
  });
});

describe.each(cases(endpoints.filter((e) => e.access !== 'public')))('%s (non-public)', (_path, endpoint) => {
  it('answers 401 No token provided without an Authorization header', async () => {
    const response = await injectRaw(null, endpoint, { payload: '{}' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response.body)).toEqual({ code: 'NO_TOKEN', message: 'No token provided' });
  });

  it('answers 401 INVALID_TOKEN for a forged token', async () => {
    for (const token of ['garbage', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.']) {
      const response = await injectRaw({ token }, endpoint, { payload: '{}' });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response.body).code).toBe('INVALID_TOKEN');
    }
  });
});
