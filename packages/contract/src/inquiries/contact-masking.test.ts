import { describe, expect, it } from 'vitest';
import { MASKED_EMAIL, MASKED_PHONE, maskContactDetails } from './contact-masking.js';

const phones = [
  '090-1234-5678',
  '09012345678',
  '080 1234 5678',
  '070.1234.5678',
  '090ー1234ー5678',
  '090－1234－5678',
  '０９０－１２３４－５６７８',
  '０９０１２３４５６７８',
  '０９０　１２３４　５６７８',
  '03-1234-5678',
  '03(1234)5678',
  '(03)1234-5678',
  '（０３）１２３４－５６７８',
  '0120-123-456',
  '0120123456',
  '050-1234-5678',
  '0467-12-3456',
  '+81 90-1234-5678',
  '+81-90-1234-5678',
  '+819012345678',
  '+81(0)3-1234-5678',
  '＋８１　９０－１２３４－５６７８',
  '090 - 1234 - 5678',
];

const emails = [
  'taro@example.com',
  'taro.yamada+camp@mail.example.co.jp',
  'TARO_1990@Example.JP',
  'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ',
  'taro＠example.com',
  'taro@gmail。com',
  'hanako-k@docomo.ne.jp',
];

/** Texts that carry numbers but no phone number or address: nothing is hidden. */
const harmless = [
  '2026-11-22 から 2泊したいです。',
  '料金は¥12,800で、保険は1,500円ですね。',
  '〒150-0001 の近くです。',
  '10:00〜17:00 に受け取れますか？',
  '大人2名、子ども1名（5歳）と犬1匹です。',
  '車高は2.6m、全長は4.69mです。',
  '予約番号 20261122 の件です。',
  '@yamada さん、ありがとうございます。',
  'メールアドレスは予約後にお伝えします。',
  '100V の電源は使えますか？ 1500W まで大丈夫でしょうか。',
  'ナンバーは 品川 300 あ 12-34 です。',
  '注文番号 123456789012345 です。',
];

describe('maskContactDetails', () => {
  it.each(phones)('hides the phone number %s inside a sentence', (phone) => {
    const result = maskContactDetails(`着いたら ${phone} に電話してください。`);
    expect(result).toEqual({ text: `着いたら ${MASKED_PHONE} に電話してください。`, masked: true });
  });

  it.each(phones)('hides %s written against Japanese text without spaces', (phone) => {
    expect(maskContactDetails(`電話は${phone}です`).text).toBe(`電話は${MASKED_PHONE}です`);
  });

  it.each(emails)('hides the email address %s', (email) => {
    const result = maskContactDetails(`連絡先は ${email} です。`);
    expect(result).toEqual({ text: `連絡先は ${MASKED_EMAIL} です。`, masked: true });
  });

  it('keeps the full stop after an address at the end of a sentence', () => {
    expect(maskContactDetails('メールは taro@example.com.').text).toBe(`メールは ${MASKED_EMAIL}.`);
  });

  it.each(harmless)('leaves %s as it is', (text) => {
    expect(maskContactDetails(text)).toEqual({ text, masked: false });
  });

  it('hides every number and address of a message, and only them', () => {
    const text = '携帯は090-1111-2222、自宅は03-3333-4444です。\nメールは a@b.jp か c@d.co.jp へ。2名で伺います。';
    expect(maskContactDetails(text).text).toBe(
      `携帯は${MASKED_PHONE}、自宅は${MASKED_PHONE}です。\nメールは ${MASKED_EMAIL} か ${MASKED_EMAIL} へ。2名で伺います。`,
    );
  });

  it('hides two numbers written side by side as two', () => {
    expect(maskContactDetails('090-1234-5678 080-8765-4321').text).toBe(`${MASKED_PHONE} ${MASKED_PHONE}`);
  });

  it('does not take a number of 12 digits or more for a phone number', () => {
    expect(maskContactDetails('090123456789').masked).toBe(false);
  });

  it('is idempotent: a masked text stays as it is', () => {
    const once = maskContactDetails('090-1234-5678 / taro@example.com').text;
    expect(maskContactDetails(once)).toEqual({ text: once, masked: false });
  });
});
