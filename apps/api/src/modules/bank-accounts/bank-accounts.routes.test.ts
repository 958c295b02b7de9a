import { searchBankBranches, searchBanks, showUserBankAccount, updateUserBankAccount, type ErrorEnvelope } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankForm } from '../../../test/accounts-fixtures.js';
import { buildTestApp, createRegisteredUser, grantRoles, injectAs, type TestUser } from '../../../test/helpers.js';

let app: FastifyInstance;
let owner: TestUser;
let guest: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await createRegisteredUser('口座 オーナー');
  await grantRoles(owner, { carOwner: true });
  guest = await createRegisteredUser('口座 ゲスト');
});
afterAll(() => app.close());

const errorOf = (body: string) => (JSON.parse(body) as ErrorEnvelope).error;

async function host(name: string) {
  const user = await createRegisteredUser(name);
  await grantRoles(user, { facilityProvider: true });
  return user;
}

describe('bank account', () => {
  it('is null at first, then saved with the list’s names, masked (****567) except in the edit view', async () => {
    const user = await host('口座 登録');
    expect((await injectAs(user, showUserBankAccount, {})).json()).toEqual({ bankAccount: null });
    const saved = await injectAs(user, updateUserBankAccount, { ...bankForm, holderName: 'やまだ はなこ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      bankCode: '0005',
      branchCode: '001',
      bankName: '三菱ＵＦＪ',
      branchName: '本店',
      accountNumber: '****567',
      accountNumberMasked: true,
      holderName: 'ヤマダ\u3000ハナコ',
    });
    expect((await injectAs(user, showUserBankAccount, {})).json().bankAccount.accountNumber).toBe('****567');
    expect((await injectAs(user, showUserBankAccount, { view: 'edit' })).json().bankAccount).toMatchObject({
      accountNumber: '1234567',
      accountNumberMasked: false,
    });
  });

  it('replaces the one account per user, the number padded to 7 digits and the half-width notation made full-width', async () => {
    const user = await host('口座 変更');
    await injectAs(user, updateUserBankAccount, bankForm);
    const replaced = await injectAs(user, updateUserBankAccount, {
      bankCode: '0142',
      branchCode: '507',
      accountNumber: '４５６７',
      accountKind: 'Checking',
      accountType: 'Corporate',
      holderName: 'ｶ)ﾐﾅﾄｷｬﾝﾌﾟ',
    });
    expect(replaced.statusCode).toBe(200);
    expect((await injectAs(user, showUserBankAccount, { view: 'edit' })).json().bankAccount).toMatchObject({
      bankName: '山梨中央',
      branchName: '河口湖',
      accountNumber: '0004567',
      accountKind: 'Checking',
      holderName: 'カ）ミナトキャンプ',
    });
  });

  it('refuses a bank or branch code not in the Zengin list with the envelope, and saves nothing', async () => {
    const user = await host('口座 不明');
    await injectAs(user, updateUserBankAccount, bankForm);
    for (const [body, code] of [
      [{ ...bankForm, bankCode: '0004', accountNumber: '7654321' }, 'BANK_NOT_FOUND'],
      [{ ...bankForm, branchCode: '999', accountNumber: '7654321' }, 'BANK_BRANCH_NOT_FOUND'],
    ] as const) {
      const response = await injectAs(user, updateUserBankAccount, body);
      expect(response.statusCode).toBe(422);
      const error = errorOf(response.body);
      expect(error.code).toBe(code);
      expect(error.message).toMatch(/一覧から.*選び直してください/);
    }
    expect((await injectAs(user, showUserBankAccount, { view: 'edit' })).json().bankAccount.accountNumber).toBe('1234567');
  });

  it('refuses a holder name not in katakana, with the Japanese message, and other bad inputs', async () => {
    const kanji = await injectAs(owner, updateUserBankAccount, { ...bankForm, holderName: '山田花子' });
    expect(kanji.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(kanji.body))).toContain('全角カタカナで入力してください');
    const bad = [
      {},
      { ...bankForm, accountNumber: '12345678' },
      { ...bankForm, accountNumber: '' },
      { ...bankForm, accountNumber: 1234567 },
      { ...bankForm, holderName: 'ヤマダ　😀' },
      { ...bankForm, holderName: 'ア'.repeat(31) },
      { ...bankForm, bankCode: '5' },
      { ...bankForm, branchCode: 'abc' },
      { ...bankForm, bankName: 'くるま銀行' },
      { ...bankForm, accountKind: 'Savings' },
      { ...bankForm, accountType: 'Personal' },
    ];
    for (const body of bad)
      expect((await injectAs(owner, updateUserBankAccount, body as never)).statusCode, JSON.stringify(body)).toBe(400);
  });

  it('is the caller’s own: another host sees none of it and replaces only their own', async () => {
    const a = await host('口座 エー');
    const b = await host('口座 ビー');
    await injectAs(a, updateUserBankAccount, { ...bankForm, accountNumber: '1111111' });
    expect((await injectAs(b, showUserBankAccount, { view: 'edit' })).json()).toEqual({ bankAccount: null });
    await injectAs(b, updateUserBankAccount, { ...bankForm, accountNumber: '2222222' });
    expect((await injectAs(a, showUserBankAccount, { view: 'edit' })).json().bankAccount.accountNumber).toBe('1111111');
    for (const [endpoint, body] of [
      [updateUserBankAccount, bankForm],
      [showUserBankAccount, {}],
    ] as const) {
      expect(errorOf((await injectAs(guest, endpoint, body as never)).body).code).toBe('ROLE_REQUIRED');
    }
  });
});

describe('bank and branch search', () => {
  const codes = (body: { items: { code: string }[] }) => body.items.map((i) => i.code);

  it('finds a bank by name, kana, hiragana, romaji, code, or with 銀行 added', async () => {
    for (const keyword of ['みずほ', 'ミズホ', 'ﾐｽﾞﾎ', 'mizuho', '0001', 'みずほ銀行']) {
      const response = await injectAs(guest, searchBanks, { keyword });
      expect(response.statusCode, keyword).toBe(200);
      expect(codes(response.json())[0], keyword).toBe('0001');
    }
    expect((await injectAs(guest, searchBanks, { keyword: 'ゆうちょ' })).json().items[0]).toEqual({
      code: '9900',
      name: 'ゆうちょ',
      kana: 'ユウチヨ',
    });
    expect(codes((await injectAs(guest, searchBanks, { keyword: '川口信用金庫' })).json())).toContain('1251');
  });

  it('answers at most 20, and nothing for a word in no name', async () => {
    expect((await injectAs(guest, searchBanks, { keyword: '' })).json().items).toHaveLength(20);
    expect((await injectAs(guest, searchBanks, { keyword: 'しんきん' })).json().items).toHaveLength(20);
    expect((await injectAs(guest, searchBanks, { keyword: 'くるま旅銀行ではない' })).json()).toEqual({ items: [] });
    expect((await injectAs(guest, searchBanks, { keyword: 'x'.repeat(51) })).statusCode).toBe(400);
  });

  it('finds a branch of the bank by name, kana written small or large, romaji or code', async () => {
    for (const keyword of ['三軒茶屋', 'さんげんぢゃや', 'サンゲンヂヤヤ', 'sangen', '700', '三軒茶屋支店']) {
      const response = await injectAs(guest, searchBankBranches, { bankCode: '0005', keyword });
      expect(codes(response.json())[0], keyword).toBe('700');
    }
    expect(codes((await injectAs(guest, searchBankBranches, { bankCode: '0001', keyword: 'とうきょう' })).json())).toContain('001');
    expect((await injectAs(guest, searchBankBranches, { bankCode: '0005', keyword: '' })).json().items).toHaveLength(20);
  });

  it('refuses an unknown bank with the envelope and needs a signed-in caller', async () => {
    const unknown = await injectAs(guest, searchBankBranches, { bankCode: '0004', keyword: '' });
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown.body).code).toBe('BANK_NOT_FOUND');
    expect((await app.inject({ method: 'POST', url: searchBanks.path, payload: { keyword: 'みずほ' } })).statusCode).toBe(401);
  });
});
