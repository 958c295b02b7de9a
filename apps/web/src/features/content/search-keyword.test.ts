import { describe, expect, it } from 'vitest';
import { keywordOf } from './search-keyword';

describe('the article search keyword', () => {
  it('folds full-width and repeated spaces and trims', () => {
    expect(keywordOf(new URLSearchParams('q=%E3%80%80車中泊%E3%80%80%20RVパーク  '))).toBe('車中泊 RVパーク');
  });

  it('is empty without q, and cut to what the API takes (50 characters, 5 words)', () => {
    expect(keywordOf(new URLSearchParams(''))).toBe('');
    expect([...keywordOf(new URLSearchParams(`q=${'旅'.repeat(150)}`))]).toHaveLength(50);
    expect(keywordOf(new URLSearchParams('q=a b c d e f g'))).toBe('a b c d e');
  });
});
