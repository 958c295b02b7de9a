import { describe, expect, it, vi } from 'vitest';
import { createClient } from './client.js';
import {
  bankAccountFields,
  endpoints,
  makeCarOwner,
  postalCode,
  updateDriverLicense,
  updateUserBankAccount,
  uploadPrivateImage,
} from './index.js';
import { buildOpenApiDocument } from './openapi.js';
import { z } from 'zod';

describe('the accounts contract', () => {
  it('normalises the licence number and refuses anything but 12 digits', () => {
    const base = { color: 'Gold', expiresOn: '2030-01-31', frontImageId: null, backImageId: null };
    expect(updateDriverLicense.input.parse({ ...base, number: '１２３４ 5678-9012' }).number).toBe('123456789012');
    for (const number of ['12345678901', '1234567890123', 'abcdefghijkl']) {
      const result = updateDriverLicense.input.safeParse({ ...base, number });
      expect(result.success, number).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('免許証番号は12桁の数字で入力してください。');
    }
    expect(updateDriverLicense.input.safeParse({ ...base, number: '123456789012', color: 'Red' }).success).toBe(false);
  });

  it('takes Zengin codes, an account number padded to 7 digits and a katakana holder name (bank-accounts/holder-kana.test.ts)', () => {
    const fields = z.strictObject(bankAccountFields);
    const ok = {
      bankCode: '0005',
      branchCode: '001',
      accountKind: 'Ordinary',
      accountNumber: '１２３４５６７',
      holderName: 'ヤマダ ハナコ',
      accountType: 'Individual',
    };
    expect(fields.parse(ok)).toMatchObject({ accountNumber: '1234567', holderName: 'ヤマダ\u3000ハナコ' });
    expect(fields.parse({ ...ok, accountNumber: '123' }).accountNumber).toBe('0000123');
    expect(updateUserBankAccount.input.safeParse({ ...ok, accountNumber: '12345678' }).success).toBe(false);
    for (const [field, value] of [
      ['bankCode', '5'],
      ['bankCode', ''],
      ['branchCode', '1234'],
    ] as const)
      expect(updateUserBankAccount.input.safeParse({ ...ok, [field]: value }).success, `${field} ${value}`).toBe(false);
    const kanji = updateUserBankAccount.input.safeParse({ ...ok, holderName: '山田花子' });
    expect(kanji.error?.issues[0]?.message).toBe('口座名義は全角カタカナで入力してください（例: ヤマダ　ハナコ）。');
    expect(updateUserBankAccount.input.parse({ ...ok, holderName: 'ｶ)ｸﾙﾏﾀﾋﾞ' }).holderName).toBe('カ）クルマタビ');
    expect(updateUserBankAccount.input.safeParse({ ...ok, holderName: 'カ）クルマタビ' }).success).toBe(true);
  });

  it('normalises postal codes to 123-4567', () => {
    expect(postalCode.parse('1000001')).toBe('100-0001');
    expect(postalCode.parse('１００－０００１')).toBe('100-0001');
    expect(postalCode.safeParse('100-001').success).toBe(false);
  });

  it('requires the tick of the share contract agreement', () => {
    expect(makeCarOwner.input.safeParse({ shareContractVersion: '2026.11.1', agreed: false }).success).toBe(false);
    expect(makeCarOwner.input.safeParse({ shareContractVersion: '2026.11.1', agreed: true }).success).toBe(true);
  });

  it('declares the uploads as multipart, in the OpenAPI document too', () => {
    const multipart = endpoints.filter((e) => e.body === 'multipart').map((e) => e.path);
    expect(multipart.sort()).toEqual([
      '/v1/operator/upload-content-image',
      '/v1/user/upload-private-image',
      '/v1/user/upload-public-image',
    ]);
    const doc = buildOpenApiDocument(endpoints, { version: 'test' });
    const upload = doc.paths['/v1/user/upload-private-image'] as {
      post: { requestBody: { content: Record<string, { schema: { required: string[] } }> }; responses: Record<string, unknown> };
    };
    expect(Object.keys(upload.post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(upload.post.requestBody.content['multipart/form-data']?.schema.required).toEqual(['file']);
    expect(Object.keys(upload.post.responses)).toEqual(expect.arrayContaining(['200', '413', '415', '422']));
  });

  it('sends an upload as FormData without a JSON content type', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    const call = createClient({ baseUrl: 'http://api.test', fetch, getToken: async () => 't' });
    const file = new File([new Uint8Array([1, 2, 3])], 'photo.jpg', { type: 'image/jpeg' });
    await call(uploadPrivateImage, { file });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/v1/user/upload-private-image');
    expect(init.body).toBeInstanceOf(FormData);
    const sent = (init.body as FormData).get('file') as File;
    expect(sent.name).toBe('photo.jpg');
    expect(sent.size).toBe(3);
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer t');
  });
});
