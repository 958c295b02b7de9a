import type { EditableContent } from '@kurumatabi/contract';
import { describe, expect, it } from 'vitest';
import { draftOf, fieldsOf, isDirty, parseTag, suggestedSlug } from './editor-draft';

const saved: EditableContent = {
  id: '0b8f4c2e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
  kind: 'Article',
  slug: 'winter',
  title: '冬の車中泊',
  status: 'Draft',
  publishAt: null,
  live: false,
  revision: 3,
  authorName: '運営',
  updatedAt: '2026-11-27T00:00:00.000Z',
  summary: '',
  bodyMarkdown: '## はじめに',
  coverImage: null,
  categorySlug: 'shachuhaku-basics',
  tags: [{ slug: 'winter', name: '冬' }],
  intervieweeName: null,
  listingKind: null,
  listingId: null,
  firstPublishedAt: null,
  createdAt: '2026-11-27T00:00:00.000Z',
};

describe('the editor draft', () => {
  it('is clean as loaded and dirty once typed into', () => {
    const draft = draftOf(saved);
    expect(isDirty(draft, saved)).toBe(false);
    expect(isDirty({ ...draft, bodyMarkdown: '## はじめに\n本文' }, saved)).toBe(true);
  });

  it("sends only the fields of the item's kind, trimmed", () => {
    const draft = { ...draftOf(saved), title: ' 冬の車中泊 ', intervieweeName: '佐藤さん' };
    expect(fieldsOf('Article', draft, saved)).toMatchObject({
      title: '冬の車中泊',
      categorySlug: 'shachuhaku-basics',
      intervieweeName: null,
    });
    expect(fieldsOf('News', draft, saved)).toMatchObject({ categorySlug: null, tags: [], intervieweeName: null });
    expect(fieldsOf('Interview', draft, saved)).toMatchObject({ categorySlug: null, intervieweeName: '佐藤さん' });
  });

  it('reads a tag as 名前:slug, an ASCII name being its own slug', () => {
    expect(parseTag('温泉:onsen')).toEqual({ slug: 'onsen', name: '温泉' });
    expect(parseTag('温泉：onsen')).toEqual({ slug: 'onsen', name: '温泉' });
    expect(parseTag('EV')).toEqual({ slug: 'ev', name: 'EV' });
    expect(parseTag('温泉')).toHaveProperty('error');
    expect(parseTag('温泉:お湯')).toHaveProperty('error');
    expect(parseTag(' ')).toHaveProperty('error');
  });

  it('suggests a slug the contract accepts', () => {
    expect(suggestedSlug('News', new Date('2026-11-27T16:00:00.000Z'))).toMatch(/^news-2026-11-28-[a-z0-9]{4}$/);
  });
});
