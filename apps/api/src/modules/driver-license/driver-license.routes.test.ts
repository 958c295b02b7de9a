import {
  driverLicense,
  listDriverLicenseRequests,
  rejectDriverLicense,
  showDriverLicense,
  showDriverLicenseRequest,
  showNotifications,
  updateDriverLicense,
  verifyDriverLicense,
  type ErrorEnvelope,
} from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { licenseForm, uploadPrivate } from '../../../test/accounts-fixtures.js';
import { createRegisteredUser, grantRoles, injectAs, type TestUser } from '../../../test/helpers.js';

let app: FastifyInstance;
let mails: () => Promise<string[]>;
let operator: TestUser;

beforeAll(async () => {
  ({ app, mails } = await buildAccountsTestApp());
  operator = await createRegisteredUser(`審査 係 ${Date.now().toString(36)}`);
  await grantRoles(operator, { operator: true });
});
afterAll(() => app.close());

const errorOf = (body: string) => (JSON.parse(body) as ErrorEnvelope).error;

describe('driving licence', () => {
  it('is null before registration, then saved as Registered with the number masked but in the edit view', async () => {
    const user = await createRegisteredUser('免許 登録');
    expect((await injectAs(user, showDriverLicense, {})).json()).toEqual({ driverLicense: null });
    const saved = await injectAs(user, updateDriverLicense, licenseForm({ number: '１２３４-５６７８-９０１２' }));
    expect(saved.statusCode).toBe(200);
    expect(driverLicense.parse(saved.json())).toMatchObject({
      number: '********9012',
      numberMasked: true,
      color: 'Gold',
      status: 'Registered',
      rejectionReason: null,
      submittedAt: null,
    });
    expect((await injectAs(user, showDriverLicense, {})).json().driverLicense.number).toBe('********9012');
    const edit = (await injectAs(user, showDriverLicense, { view: 'edit' })).json().driverLicense;
    expect(edit).toMatchObject({ number: '123456789012', numberMasked: false });
  });

  it('refuses bad inputs: missing fields, wrong types, a short number, an unknown colour, a past expiry', async () => {
    const user = await createRegisteredUser('免許 検証');
    const cases: [unknown, string][] = [
      [{}, 'VALIDATION_FAILED'],
      [{ ...licenseForm(), number: 123456789012 }, 'VALIDATION_FAILED'],
      [{ ...licenseForm(), number: '12345' }, 'VALIDATION_FAILED'],
      [{ ...licenseForm(), color: 'Red' }, 'VALIDATION_FAILED'],
      [{ ...licenseForm(), expiresOn: '2031/03/15' }, 'VALIDATION_FAILED'],
      [{ ...licenseForm(), frontImageId: 'not-a-uuid' }, 'VALIDATION_FAILED'],
      [{ ...licenseForm(), requestVerification: 'yes' }, 'VALIDATION_FAILED'],
      [{ ...licenseForm(), extra: 1 }, 'VALIDATION_FAILED'],
      [licenseForm({ expiresOn: '2020-01-01' }), 'DRIVER_LICENSE_EXPIRED'],
      [licenseForm({ requestVerification: true }), 'DRIVER_LICENSE_PHOTOS_REQUIRED'],
      [licenseForm({ frontImageId: '00000000-0000-4000-8000-000000000000' }), 'IMAGE_NOT_FOUND'],
    ];
    for (const [body, code] of cases) {
      const response = await injectAs(user, updateDriverLicense, body as never);
      expect(errorOf(response.body).code, JSON.stringify(body)).toBe(code);
    }
    const short = await injectAs(user, updateDriverLicense, { ...licenseForm(), number: '12345' });
    expect(errorOf(short.body).details).toEqual([{ path: 'number', message: '免許証番号は12桁の数字で入力してください。' }]);
    expect((await injectAs(user, showDriverLicense, {})).json()).toEqual({ driverLicense: null });
  });

  it('goes Registered → VerificationRequest → Rejected (reason, notification, mail) → VerificationRequest → Verified', async () => {
    const user = await createRegisteredUser('免許 審査');
    const front = await uploadPrivate(user);
    const back = await uploadPrivate(user);
    const sent = await injectAs(
      user,
      updateDriverLicense,
      licenseForm({ frontImageId: front, backImageId: back, requestVerification: true }),
    );
    expect(sent.statusCode).toBe(200);
    const license = driverLicense.parse(sent.json());
    expect(license.status).toBe('VerificationRequest');
    expect(license.frontImage?.id).toBe(front);
    expect(license.frontImage?.variants[0]?.url).toMatch(/^\/images\/private\//);

    // Locked while under verification.
    const locked = await injectAs(user, updateDriverLicense, licenseForm());
    expect(locked.statusCode).toBe(409);
    expect(errorOf(locked.body).code).toBe('DRIVER_LICENSE_UNDER_VERIFICATION');

    // The operator sees it in the queue, masked, with signed photo URLs.
    const queue = await injectAs(operator, listDriverLicenseRequests, { limit: 100 });
    expect(queue.statusCode).toBe(200);
    const item = queue.json().items.find((i: { driverLicense: { id: string } }) => i.driverLicense.id === license.id);
    expect(item.user.name).toBe('免許 審査');
    expect(item.driverLicense.number).toBe('********9012');
    expect(JSON.stringify(queue.json())).not.toContain('123456789012');
    const shown = await injectAs(operator, showDriverLicenseRequest, { driverLicenseId: license.id });
    const photo = await app.inject({ method: 'GET', url: shown.json().driverLicense.backImage.variants[0].url });
    expect(photo.statusCode).toBe(200);

    const rejected = await injectAs(operator, rejectDriverLicense, {
      driverLicenseId: license.id,
      reason: '写真がぼやけていて番号が読めません。',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().driverLicense).toMatchObject({ status: 'Rejected', rejectionReason: '写真がぼやけていて番号が読めません。' });
    const again = await injectAs(operator, verifyDriverLicense, { driverLicenseId: license.id });
    expect(errorOf(again.body).code).toBe('DRIVER_LICENSE_NOT_PENDING');

    const mine = (await injectAs(user, showDriverLicense, {})).json().driverLicense;
    expect(mine).toMatchObject({ status: 'Rejected', rejectionReason: '写真がぼやけていて番号が読めません。' });
    const inbox = (await injectAs(user, showNotifications, {})).json();
    expect(inbox.unreadCount).toBe(1);
    expect(inbox.items[0]).toMatchObject({ kind: 'Account', title: '運転免許証を確認できませんでした', link: '/mypage/driving-license' });
    expect(inbox.items[0].body).toContain('写真がぼやけていて番号が読めません。');

    await injectAs(user, updateDriverLicense, licenseForm({ frontImageId: front, backImageId: back, requestVerification: true }));
    const verified = await injectAs(operator, verifyDriverLicense, { driverLicenseId: license.id });
    expect(verified.json().driverLicense).toMatchObject({ status: 'Verified', rejectionReason: null });
    expect((await injectAs(user, showNotifications, {})).json()).toMatchObject({
      unreadCount: 2,
      items: [{ title: '運転免許証の確認が完了しました' }, {}],
    });

    // Account notifications go by email by default; the dev mail folder has them, without the number.
    const all = await mails();
    const toUser = all.filter((m) => m.includes('=E9=81=8B') || m.includes('運転免許証') || /Subject:/.test(m));
    expect(toUser.length).toBeGreaterThanOrEqual(2);
    expect(all.join('\n')).not.toContain('123456789012');
  });

  it('attaches only the caller’s own private images', async () => {
    const alice = await createRegisteredUser('免許 アリス');
    const bob = await createRegisteredUser('免許 ボブ');
    const alicePhoto = await uploadPrivate(alice);
    const response = await injectAs(bob, updateDriverLicense, licenseForm({ frontImageId: alicePhoto }));
    expect(response.statusCode).toBe(404);
    expect(errorOf(response.body).code).toBe('IMAGE_NOT_FOUND');
  });

  it('keeps the operator calls to operators and validates their bodies', async () => {
    const user = await createRegisteredUser('一般 利用者');
    for (const [endpoint, body] of [
      [listDriverLicenseRequests, {}],
      [showDriverLicenseRequest, { driverLicenseId: '00000000-0000-4000-8000-000000000000' }],
      [verifyDriverLicense, { driverLicenseId: '00000000-0000-4000-8000-000000000000' }],
      [rejectDriverLicense, { driverLicenseId: '00000000-0000-4000-8000-000000000000', reason: 'x' }],
    ] as const) {
      const response = await injectAs(user, endpoint, body as never);
      expect(response.statusCode, endpoint.path).toBe(403);
      expect(errorOf(response.body).code).toBe('FORBIDDEN');
    }
    const missing = await injectAs(operator, verifyDriverLicense, { driverLicenseId: '00000000-0000-4000-8000-000000000000' });
    expect(errorOf(missing.body).code).toBe('DRIVER_LICENSE_NOT_FOUND');
    const noReason = await injectAs(operator, rejectDriverLicense, {
      driverLicenseId: '00000000-0000-4000-8000-000000000000',
      reason: '  ',
    });
    expect(errorOf(noReason.body).details).toEqual([{ path: 'reason', message: '差し戻しの理由を入力してください。' }]);
  });
});
