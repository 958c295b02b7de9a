import { describe, expect, it } from 'vitest';
import { contactInboxFrom, contactInboxHref } from './contact-inbox-search';

describe('the contact inbox in the URL', () => {
  it('opens on 未対応, every category, page 1', () => {
    expect(contactInboxFrom(new URLSearchParams(''))).toEqual({ tab: 'New', category: undefined, page: 1 });
    expect(contactInboxHref({ tab: 'New', category: undefined, page: 1 })).toBe('/operator/contacts');
  });

  it('keeps a state, a category and a page, and ignores what it does not know', () => {
    const filter = contactInboxFrom(new URLSearchParams('state=Answered&category=Payment&page=3'));
    expect(filter).toEqual({ tab: 'Answered', category: 'Payment', page: 3 });
    expect(contactInboxHref(filter)).toBe('/operator/contacts?state=Answered&category=Payment&page=3');
    expect(contactInboxFrom(new URLSearchParams('state=Spam&category=x&page=-1'))).toEqual({ tab: 'New', category: undefined, page: 1 });
    expect(contactInboxFrom(new URLSearchParams('state=all')).tab).toBe('all');
  });
});
