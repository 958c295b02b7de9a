import { describe, expect, it } from 'vitest';
import { bankAccountHolderName } from './dto.js';
import { normalizeHolderKana, toZenginKana } from './holder-kana.js';

describe('normalizeHolderKana', () => {
  it('turns hiragana and half-width katakana into full-width katakana, joining the voiced marks', () => {
    expect(normalizeHolderKana('やまだ はなこ')).toBe('ヤマダ\u3000ハナコ');
    expect(normalizeHolderKana('ﾔﾏﾀﾞ ﾊﾅｺ')).toBe('ヤマダ\u3000ハナコ');
    expect(normalizeHolderKana('ｶﾞｯｺｳ ﾎﾟｲﾝﾄ')).toBe('ガッコウ\u3000ポイント');
  });

  it('writes the signs of the half-width notation, Latin letters and digits in full width, letters as capitals', () => {
    expect(normalizeHolderKana('ｶ)ｸﾙﾏﾀﾋﾞ')).toBe('カ）クルマタビ');
    expect(normalizeHolderKana('ｸﾙﾏﾀﾋﾞ(ｶ')).toBe('クルマタビ（カ');
    expect(normalizeHolderKana('ｶ)abc-1/2.')).toBe('カ）ＡＢＣ－１／２．');
  });

  it('keeps full-width katakana, the long-vowel mark and small kana, and makes runs of spaces one full-width space', () => {
    expect(normalizeHolderKana('  スズキ　 ユーコ ')).toBe('スズキ\u3000ユーコ');
    expect(normalizeHolderKana('カ）ミナトキャンプ')).toBe('カ）ミナトキャンプ');
  });

  it('leaves kanji for the contract to refuse', () => {
    expect(normalizeHolderKana('山田 花子')).toBe('山田\u3000花子');
  });
});

describe('bankAccountHolderName', () => {
  const messageOf = (value: string) => bankAccountHolderName.safeParse(value).error?.issues[0]?.message;

  it('stores the normalised form', () => {
    expect(bankAccountHolderName.parse('やまだ　はなこ')).toBe('ヤマダ\u3000ハナコ');
    expect(bankAccountHolderName.parse('ｲ)ｸﾙﾏﾀﾋﾞｷｮｳｶｲ')).toBe('イ）クルマタビキョウカイ');
  });

  it('refuses kanji, emoji and other scripts with the Japanese message', () => {
    for (const value of ['山田花子', 'ヤマダ　😀', 'Яма', 'ヤマダ＆ハナコ'])
      expect(messageOf(value), value).toBe('口座名義は全角カタカナで入力してください（例: ヤマダ　ハナコ）。');
    expect(messageOf('')).toBe('口座名義を入力してください。');
  });

  it('refuses a name longer than the 30 half-width characters of a transfer (a voiced mark counts)', () => {
    expect(bankAccountHolderName.safeParse('ア'.repeat(30)).success).toBe(true);
    expect(bankAccountHolderName.safeParse('ガ'.repeat(15)).success).toBe(true);
    expect(messageOf('ガ'.repeat(16))).toMatch(/^口座名義は半角換算で30文字以内/);
  });
});

describe('toZenginKana', () => {
  it('writes half-width kana with small kana large, voiced marks apart and ー as a hyphen', () => {
    expect(toZenginKana('カ）ミナトキャンプ')).toEqual({ ok: true, kana: 'ｶ)ﾐﾅﾄｷﾔﾝﾌﾟ' });
    expect(toZenginKana('スズキ　ユーコ')).toEqual({ ok: true, kana: 'ｽｽﾞｷ ﾕ-ｺ' });
    expect(toZenginKana('ヴィヲ')).toEqual({ ok: true, kana: 'ｳﾞｲｦ' });
    expect(toZenginKana('ＡＢＣ１２３')).toEqual({ ok: true, kana: 'ABC123' });
    expect(toZenginKana('ﾔﾏﾀﾞ ﾊﾅｺ')).toEqual({ ok: true, kana: 'ﾔﾏﾀﾞ ﾊﾅｺ' });
  });

  it('names the characters it cannot write', () => {
    expect(toZenginKana('山田　ハナコ')).toEqual({ ok: false, invalid: ['山', '田'] });
  });
});
