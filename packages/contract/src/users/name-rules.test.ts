import { describe, expect, it } from 'vitest';
import { createUser } from './create-user.js';
import { userName } from './dto.js';
import { foldName, reservedWordIn } from './name-rules.js';

/** Defect 8 of issue 11 (ADR 0024): a display name cannot pass for the marketplace, its staff or another text. */

const problemsOf = (name: string) => {
  const result = userName.safeParse(name);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('userName', () => {
  it('normalises to NFKC with spaces collapsed: full-width letters, spaces and half-width kana', () => {
    expect(userName.parse('　ＹＡＭＡＤＡ　　ﾀﾛｳ ')).toBe('YAMADA タロウ');
    expect(createUser.input.parse({ name: '山田\u3000花子' })).toEqual({ name: '山田 花子' });
    expect(userName.parse('㈱みどり')).toBe('(株)みどり');
  });

  it('refuses bidirectional controls (U+202A–U+202E, U+2066–U+2069, U+200E/F, U+061C)', () => {
    for (const control of ['\u202E', '\u202A', '\u2066', '\u2069', '\u200E', '\u200F', '\u061C']) {
      expect(problemsOf(`山田${control}太郎`)).toEqual(['お名前に文字の向きを変える制御文字は使えません。']);
    }
  });

  it('refuses invisible characters: zero-width ones, word joiner, BOM, Mongolian vowel separator, Hangul filler', () => {
    for (const invisible of ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u180E', '\u00AD', '\u3164', '\u{E0041}']) {
      expect(problemsOf(`山田${invisible}太郎`)).toEqual(['お名前に見えない文字（ゼロ幅スペースなど）は使えません。']);
    }
  });

  it('takes a variation selector after a character (葛󠄀, an emoji’s colour form), not a stray one', () => {
    expect(problemsOf('葛\u{E0100}城 花子')).toEqual([]);
    expect(problemsOf('はなこ❤\uFE0F')).toEqual([]);
    expect(problemsOf('山田 \uFE0F太郎')).toEqual(['お名前に見えない文字（ゼロ幅スペースなど）は使えません。']);
    expect(problemsOf('葛\u{E0100}\u{E0101}城')).toHaveLength(1);
  });

  it('reserves the marketplace’s own words, however they are spaced, widened or written in kana', () => {
    const refused = [
      'くるま旅 運営事務局',
      'クルマ旅サポート',
      'ｸﾙﾏﾀﾋﾞ',
      'くるま旅・運\u3000営',
      '退会済みユーザー',
      'ＫＵＲＵＭＡＴＡＢＩ',
      'Kuruma Tabi',
      '公式アカウント',
      'カスタマースタッフ',
      'Admin',
      'a d m i n',
      'くるま旅admin',
      'Site Operator',
    ];
    for (const name of refused) expect(problemsOf(name), name).toHaveLength(1);
    expect(problemsOf('くるま旅 運営事務局')).toEqual([
      'お名前に「くるま旅」は使えません。運営者やスタッフと紛らわしい名前は登録できません。',
    ]);
    expect(problemsOf('スタッフ募集中')).toEqual(['お名前に「スタッフ」は使えません。運営者やスタッフと紛らわしい名前は登録できません。']);
  });

  it('keeps ordinary names, a Latin word that only contains a reserved one included', () => {
    for (const name of ['山田 太郎', 'Taro Badminton', 'くるみ', 'たびびと', 'Administrativa']) expect(problemsOf(name), name).toEqual([]);
    // "Administrativa" holds "administ…" but not the word "administrator" or "admin" on its own.
    expect(reservedWordIn('Administrativa')).toBeNull();
  });

  it('still refuses control characters, an empty name and more than 50 characters', () => {
    expect(problemsOf('山田\u0000太郎')).toEqual(['お名前に使用できない文字が含まれています。']);
    expect(problemsOf('　')).toEqual(['お名前を入力してください。']);
    expect(problemsOf('あ'.repeat(51))).toEqual(['お名前は50文字以内で入力してください。']);
  });
});

describe('foldName', () => {
  it('folds width, case, kana, spaces, punctuation and invisible characters alike', () => {
    expect(foldName('山田 太郎')).toBe(foldName('山田\u200B太郎'));
    expect(foldName('ヤマダ・タロウ')).toBe(foldName('やまだ たろう'));
    expect(foldName('ＡＢＣ')).toBe('abc');
  });
});
