import { currentUser, showCurrentUser, updateCurrentUser, updateInvoiceRegistration, type ErrorEnvelope } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createRegisteredUser, grantRoles, injectAs, type TestUser } from '../../../test/helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

function errorOf(body: string): ErrorEnvelope['error'] {
  return (JSON.parse(body) as ErrorEnvelope).error;
}

async function profileOf(user: TestUser) {
  const response = await injectAs(user, showCurrentUser, {});
  expect(response.statusCode).toBe(200);
  return currentUser.parse(response.json());
}

const corporate = {
  kind: 'Corporate',
  companyName: '株式会社みちのくトラベル',
  department: '総務部',
  billingContactName: '佐藤 一郎',
} as const;

describe('account kind (issue 33)', () => {
  it('is 個人 without company names for a new user, and no invoice registration', async () => {
    const user = await createRegisteredUser('新規 さん');
    const profile = await profileOf(user);
    expect(profile.account).toEqual({ kind: 'Individual', companyName: null, department: null, billingContactName: null });
    expect(profile.invoiceRegistration).toBeNull();
  });

  it('saves 法人 with the company name, department and contact, and shows them back', async () => {
    const user = await createRegisteredUser('法人 担当');
    const saved = await injectAs(user, updateCurrentUser, {
      name: '法人 担当',
      account: { ...corporate, companyName: '  株式会社みちのくトラベル ' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().account).toEqual(corporate);
    expect((await profileOf(user)).account).toEqual(corporate);
  });

  it('keeps the account kind when only the name changes, and clears the company names on switching back to 個人', async () => {
    const user = await createRegisteredUser('切替 さん');
    await injectAs(user, updateCurrentUser, { name: '切替 さん', account: corporate });
    await injectAs(user, updateCurrentUser, { name: '切替 さん改' });
    expect(await profileOf(user)).toMatchObject({ name: '切替 さん改', account: corporate });
    const back = await injectAs(user, updateCurrentUser, { name: '切替 さん改', account: { kind: 'Individual' } });
    expect(back.json().account).toEqual({ kind: 'Individual', companyName: null, department: null, billingContactName: null });
  });

  it('refuses 法人 without a company name, with control characters, or over 100 characters, and saves nothing', async () => {
    const user = await createRegisteredUser('拒否 さん');
    const cases = [
      { account: { kind: 'Corporate', companyName: '   ' }, message: '会社名を入力してください。' },
      { account: { kind: 'Corporate' }, message: '会社名を入力してください。' },
      { account: { kind: 'Corporate', companyName: '株式会社\u001b[31m旅' }, message: '会社名に使用できない文字が含まれています。' },
      { account: { kind: 'Corporate', companyName: '株'.repeat(101) }, message: '会社名は100文字以内で入力してください。' },
    ];
    for (const { account, message } of cases) {
      const response = await injectAs(user, updateCurrentUser, { name: '変えた名前', account } as never);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response.body)).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'account.companyName', message }] });
    }
    const bidi = await injectAs(user, updateCurrentUser, { name: '拒否 さん', account: { ...corporate, department: '営業\u0085部' } });
    expect(errorOf(bidi.body).details).toEqual([{ path: 'account.department', message: '部署名に使用できない文字が含まれています。' }]);
    expect(await profileOf(user)).toMatchObject({ name: '拒否 さん', account: { kind: 'Individual' } });
  });

  it("never shows one user's company to another", async () => {
    const alice = await createRegisteredUser('アリス');
    const bob = await createRegisteredUser('ボブ');
    await injectAs(alice, updateCurrentUser, { name: 'アリス', account: corporate });
    const bobs = await profileOf(bob);
    expect(bobs.account?.kind).toBe('Individual');
    expect(JSON.stringify(bobs)).not.toContain('みちのく');
  });
});

describe('invoice registration number (issue 33)', () => {
  const registration = { number: 'T7000012050002', registeredName: '国税庁' };

  it('is saved for a host in its canonical form, shown back, and removed with null', async () => {
    const host = await createRegisteredUser('ホスト さん');
    await grantRoles(host, { carOwner: true });
    const saved = await injectAs(host, updateInvoiceRegistration, {
      registration: { number: 'ｔ７０００-０１２０-５０００２', registeredName: '国税庁' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().invoiceRegistration).toEqual(registration);
    expect((await profileOf(host)).invoiceRegistration).toEqual(registration);
    const removed = await injectAs(host, updateInvoiceRegistration, { registration: null });
    expect(removed.statusCode).toBe(200);
    expect((await profileOf(host)).invoiceRegistration).toBeNull();
  });

  it('refuses a wrong check digit or length in Japanese, and keeps the registration it had', async () => {
    const host = await createRegisteredUser('施設 さん');
    await grantRoles(host, { facilityProvider: true });
    await injectAs(host, updateInvoiceRegistration, { registration });
    const wrongDigit = await injectAs(host, updateInvoiceRegistration, { registration: { ...registration, number: 'T8000012050002' } });
    expect(wrongDigit.statusCode).toBe(400);
    expect(errorOf(wrongDigit.body).details).toEqual([{ path: 'registration.number', message: '登録番号の確認用数字が一致しません。' }]);
    const short = await injectAs(host, updateInvoiceRegistration, { registration: { ...registration, number: 'T700001205000' } });
    expect(errorOf(short.body).details).toEqual([{ path: 'registration.number', message: '登録番号は T と13桁の数字です。' }]);
    const noName = await injectAs(host, updateInvoiceRegistration, { registration: { ...registration, registeredName: '' } });
    expect(errorOf(noName.body).details?.[0]).toEqual({ path: 'registration.registeredName', message: '登録事業者名を入力してください。' });
    expect((await profileOf(host)).invoiceRegistration).toEqual(registration);
  });

  it('is refused to a guest, who issues no invoices', async () => {
    const guest = await createRegisteredUser('ゲスト さん');
    const response = await injectAs(guest, updateInvoiceRegistration, { registration });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response.body).code).toBe('ROLE_REQUIRED');
    expect((await profileOf(guest)).invoiceRegistration).toBeNull();
  });

  it('is never shown to another user', async () => {
    const host = await createRegisteredUser('別ホスト');
    await grantRoles(host, { carOwner: true });
    const other = await createRegisteredUser('他人');
    await injectAs(host, updateInvoiceRegistration, { registration: { number: 'T4011001098993', registeredName: '株式会社サンプル' } });
    expect(JSON.stringify(await profileOf(other))).not.toContain('4011001098993');
  });
});
