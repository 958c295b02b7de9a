import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchKeyword, shortGrams } from './search-text.js';

describe('normalizeSearchText', () => {
  it('folds widths, case and katakana so spellings meet', () => {
    expect(normalizeSearchText('ＨＩＡＣＥ　ハイエース')).toBe('hiace はいえーす');
    expect(normalizeSearchText('ﾊｲｴｰｽ')).toBe('はいえーす');
    expect(normalizeSearchText('  富士山   ＲＶパーク ')).toBe('富士山 rvぱーく');
  });
});

describe('shortGrams', () => {
  it('gives every one- and two-character gram once, never across words', () => {
    expect(shortGrams('富士山 湖').sort()).toEqual(['富', '富士', '士', '士山', '山', '湖'].sort());
    expect(shortGrams('aaa')).toEqual(['a', 'aa']);
  });

  it('reads only the start of a long text', () => {
    expect(shortGrams('あいうえお', 2).sort()).toEqual(['あ', 'あい', 'い'].sort());
  });
});

describe('searchKeyword', () => {
  it('normalises and refuses more than five words or fifty characters', () => {
    expect(searchKeyword.parse(' 富士　温泉 ')).toBe('富士 温泉');
    expect(searchKeyword.safeParse('a b c d e f').success).toBe(false);
    expect(searchKeyword.safeParse('あ'.repeat(51)).success).toBe(false);
  });
});
