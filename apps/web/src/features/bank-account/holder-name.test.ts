import { bankAccountHolderName } from '@kurumatabi/contract';
import { describe, expect, it } from 'vitest';
import { toFullWidthKatakana } from './holder-name';

describe('toFullWidthKatakana', () => {
  it('turns hiragana into katakana', () => {
    expect(toFullWidthKatakana('やまだ はなこ')).toBe('ヤマダ ハナコ');
  });

  it('turns half-width katakana into full-width, joining the voiced marks', () => {
    expect(toFullWidthKatakana('ﾔﾏﾀﾞ ﾊﾅｺ')).toBe('ヤマダ ハナコ');
    expect(toFullWidthKatakana('ｶﾞｯｺｳ ﾎﾟｲﾝﾄ')).toBe('ガッコウ ポイント');
  });

  it('writes the signs of the half-width bank notation in full width', () => {
    expect(toFullWidthKatakana('ｶ)ｸﾙﾏﾀﾋﾞ')).toBe('カ）クルマタビ');
    expect(toFullWidthKatakana('ｸﾙﾏﾀﾋﾞ(ｶ')).toBe('クルマタビ（カ');
  });

  it('keeps full-width katakana, the long vowel mark and the corporate abbreviations as they are', () => {
    expect(toFullWidthKatakana('カ）クルマタビ　サービス')).toBe('カ）クルマタビ　サービス');
    expect(toFullWidthKatakana('スズキ　ユーコ')).toBe('スズキ　ユーコ');
  });

  it('leaves kanji and Latin letters for the contract to refuse', () => {
    expect(toFullWidthKatakana('山田 hanako')).toBe('山田 hanako');
    expect(bankAccountHolderName.safeParse(toFullWidthKatakana('山田 hanako')).success).toBe(false);
  });

  it('makes a hiragana name pass the contract, with the space made full-width', () => {
    expect(bankAccountHolderName.parse(toFullWidthKatakana('やまだ はなこ'))).toBe('ヤマダ\u3000ハナコ');
  });
});
