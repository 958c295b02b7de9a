import { describe, expect, it } from 'vitest';
import { listingDescription, listingTitle } from '../listings/dto.js';
import { spotDetailFields } from '../spots/dto.js';
import { userName } from '../users/dto.js';
import { MASKED_EMAIL, MASKED_PHONE } from './contact-masking.js';
import { listingContactMessage, shownName } from './contact-rule.js';

/** The contact rule on the fields the web's forms validate before sending (ADR 0043). */

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('the listing texts', () => {
  it('refuse a phone number or an email address with the field’s message', () => {
    expect(issues(listingTitle.safeParse('ハイエース 090-1234-5678'))).toEqual([listingContactMessage('タイトル')]);
    expect(issues(listingDescription.safeParse('ご予約は taro@example.com へ'))).toEqual([listingContactMessage('紹介文')]);
    expect(issues(spotDetailFields.access.safeParse('着いたら 090-1234-5678 へ'))).toEqual([listingContactMessage('アクセス')]);
    expect(listingContactMessage('紹介文')).toBe(
      '紹介文に電話番号やメールアドレスは書けません。連絡は予約確定後のメッセージでお願いします。',
    );
  });

  it('take digits that are no phone number', () => {
    expect(listingTitle.safeParse('2024年式 ハイエース 4WD').success).toBe(true);
    expect(listingDescription.safeParse('全20サイト、1泊4,500円。国道139号沿い、標高1,000m。').success).toBe(true);
  });
});

describe('names', () => {
  it('refuse contact details with 「お名前に電話番号やメールアドレスは使えません。」', () => {
    for (const name of ['タロウ 090-1234-5678', 'taro@example.com', 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ']) {
      expect(issues(userName.safeParse(name)), name).toEqual(['お名前に電話番号やメールアドレスは使えません。']);
    }
    expect(userName.safeParse('山田 太郎').success).toBe(true);
  });

  it('show a name stored before the rule masked', () => {
    expect(shownName('タロウ 090-1234-5678')).toBe(`タロウ ${MASKED_PHONE}`);
    expect(shownName('taro@example.com')).toBe(MASKED_EMAIL);
    expect(shownName('山田 太郎')).toBe('山田 太郎');
  });
});
