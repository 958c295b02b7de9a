/**
 * Defect 1 of issue 11 (ADR 0021): a NUL or another control character in a text field was a 500
 * with the SQL in the log. Each reported case now answers 400 VALIDATION_FAILED in the envelope,
 * with the field named in Japanese, before any database work.
 */
import { randomUUID } from 'node:crypto';
import * as c from '@kurumatabi/contract';
import type { ErrorEnvelope } from '@kurumatabi/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectRaw, type TestUser } from '../../test/helpers.js';
import { createHost, createOperator } from '../../test/listings-fixtures.js';

let app: FastifyInstance;
let host: TestUser;
let operator: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  host = await createHost('制御文字 検証');
  operator = await createOperator();
});
afterAll(() => app.close());

function refusedFor(response: LightMyRequestResponse, path: string, message: string): void {
  expect(response.statusCode, response.body).toBe(400);
  const { error } = JSON.parse(response.body) as ErrorEnvelope;
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(error.details).toContainEqual({ path, message });
}

const send = (caller: TestUser | null, endpoint: c.Endpoint, body: unknown) =>
  injectRaw(caller, endpoint, { payload: JSON.stringify(body) }, app);

describe('control characters in text fields', () => {
  it('refuses a NUL in the keyword of the anonymous searches', async () => {
    for (const endpoint of [c.listCar, c.listSpot]) {
      refusedFor(await send(null, endpoint, { keyword: '富士\u0000山' }), 'keyword', 'キーワードに使用できない文字が含まれています。');
    }
  });

  it('refuses a NUL, an escape and a tab-free control in update-spot access, but keeps its line breaks', async () => {
    for (const access of ['駅から\u0000徒歩5分', '\u001b[2J', '\u0085']) {
      refusedFor(
        await send(host, c.updateSpot, { spotId: randomUUID(), access }),
        'access',
        'アクセスに使用できない文字が含まれています。',
      );
    }
    // A line break passes validation: the unknown spot is what is refused.
    const multiLine = await send(host, c.updateSpot, { spotId: randomUUID(), access: '駅から徒歩5分\r\n駐車場あり' });
    expect(multiLine.statusCode).toBe(404);
  });

  it("refuses a NUL in an operator's reject reason", async () => {
    for (const endpoint of [c.rejectCar, c.rejectSpot]) {
      const idField = endpoint === c.rejectCar ? 'carId' : 'spotId';
      refusedFor(
        await send(operator, endpoint, { [idField]: randomUUID(), reason: '写真が\u0000不鮮明です' }),
        'reason',
        '差し戻しの理由に使用できない文字が含まれています。',
      );
    }
    refusedFor(
      await send(operator, c.rejectDriverLicense, { driverLicenseId: randomUUID(), reason: '\u0000' }),
      'reason',
      '差し戻しの理由に使用できない文字が含まれています。',
    );
  });
});
