import * as c from '@kurumatabi/contract';
import type { ErrorEnvelope } from '@kurumatabi/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, landPlan } from '../../../test/listings-fixtures.js';

/**
 * ADR 0043: a listing's page is public, so its free texts (title, description, a spot's access and
 * plans) refuse phone numbers and email addresses with the field's message: the host is editing a
 * form and is told, rather than finding the page silently changed. The draft is kept as it was.
 */

let app: FastifyInstance;
let host: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  host = await createHost('掲載 文章のホスト');
});
afterAll(() => app.close());

const errorOf = (response: LightMyRequestResponse) => (JSON.parse(response.body) as ErrorEnvelope).error;
const refusal = (label: string) => `${label}に電話番号やメールアドレスは書けません。連絡は予約確定後のメッセージでお願いします。`;

function expectRefused(response: LightMyRequestResponse, path: string, label: string): void {
  expect([response.statusCode, errorOf(response).code]).toEqual([400, 'VALIDATION_FAILED']);
  expect(errorOf(response).details).toContainEqual({ path, message: refusal(label) });
}

describe('a car listing’s texts', () => {
  it('refuse a number in the title and an address in the description (400 with the field’s message), keeping the draft', async () => {
    expectRefused(
      await injectAs(host, c.createCar, {
        serviceType: 'CarShare',
        carVariantId: 'toyota-hiace-wagon-gl',
        title: 'ハイエース 090-1234-5678',
      }),
      'title',
      'タイトル',
    );
    const car = await injectAs(host, c.createCar, {
      serviceType: 'CarShare',
      carVariantId: 'toyota-hiace-wagon-gl',
      title: '週末のハイエース',
    });
    expect(car.statusCode).toBe(200);
    const carId = car.json<{ id: string }>().id;
    expectRefused(
      await injectAs(host, c.updateCar, { carId, description: '予約はこちらへ taro@example.com（サイト手数料なし）' }),
      'description',
      '紹介文',
    );
    const owned = await injectAs(host, c.showOwnedUserCar, { carId });
    expect(owned.json<{ title: string; description: string }>()).toMatchObject({ title: '週末のハイエース', description: '' });
  });
});

describe('a spot listing’s texts', () => {
  it('refuse contact details in the description, the access and a plan’s name and description', async () => {
    const spot = await injectAs(host, c.createSpot, { spotTypeId: 'rv-park', title: '湖畔のRVパーク' });
    expect(spot.statusCode).toBe(200);
    const spotId = spot.json<{ id: string }>().id;
    expectRefused(
      await injectAs(host, c.updateSpot, { spotId, description: 'お電話 090-1234-5678 でも予約できます' }),
      'description',
      '紹介文',
    );
    expectRefused(await injectAs(host, c.updateSpot, { spotId, access: '着いたら taro@example.com に連絡を' }), 'access', 'アクセス');
    expectRefused(
      await injectAs(host, c.updateSpot, { spotId, plans: [{ ...landPlan, name: '直予約 090-1234-5678' }] }),
      'plans.0.name',
      'プラン名',
    );
    expectRefused(
      await injectAs(host, c.updateSpot, { spotId, plans: [{ ...landPlan, description: '割引は taro@example.com まで' }] }),
      'plans.0.description',
      '紹介文',
    );
    // Digits that are no phone number stay welcome: a lot's number, a price, a distance.
    const fine = await injectAs(host, c.updateSpot, {
      spotId,
      description: '区画は全20サイト、1泊4,500円。',
      access: '河口湖ICから約10分（国道139号沿い）',
    });
    expect(fine.statusCode).toBe(200);
  });
});
