import { useState } from 'react';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { cx } from '@/lib/cx';
import { inquiryMessages } from '../../messages';
import type { InquirySearch } from '../../inquiry-search';

const m = inquiryMessages.search;

interface InquirySearchFormProps {
  search: InquirySearch;
  /** The host's listings to narrow by (none for a guest). */
  listings: { id: string; title: string }[] | null;
  onSearch: (next: Pick<InquirySearch, 'text' | 'counterpart' | 'listingId'>) => void;
  onClear: () => void;
}

/**
 * Words in the messages, the other person's name and (for a host) one of their listings. Applied
 * with 検索 (kept in the URL by the list); the state is the tabs' business. On a phone the name and
 * the listing wait behind 条件を追加 (open when one of them is in use); a desktop shows all in a row.
 */
export function InquirySearchForm({ search, listings, onSearch, onClear }: InquirySearchFormProps) {
  const narrowed = search.text !== '' || search.counterpart !== '' || search.listingId !== null;
  const [more, setMore] = useState(search.counterpart !== '' || (listings !== null && search.listingId !== null));
  return (
    <form
      role="search"
      aria-label={m.label}
      // A new URL (a tab, 条件をクリア, back) shows its own values.
      key={`${search.text}|${search.counterpart}|${search.listingId ?? ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const listing = String(data.get('listing') ?? '');
        onSearch({
          text: String(data.get('q') ?? '').trim(),
          counterpart: String(data.get('who') ?? '').trim(),
          listingId: listing === '' ? null : listing,
        });
      }}
      className={cx(
        'grid gap-3 rounded-(--radius-card) border border-line bg-surface p-4 lg:items-end',
        listings ? 'lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto]' : 'lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto]',
      )}
    >
      <TextField name="q" label={m.keyword} placeholder={m.keywordPlaceholder} defaultValue={search.text} maxLength={100} type="search" />
      <div id="inquiry-search-more" className={cx(more ? 'grid' : 'hidden', 'gap-3 sm:grid-cols-2 lg:contents')}>
        <TextField
          name="who"
          label={m.counterpart}
          placeholder={m.counterpartPlaceholder}
          defaultValue={search.counterpart}
          maxLength={50}
        />
        {listings && (
          <SelectField
            name="listing"
            label={m.listing}
            placeholder={m.listingAll}
            defaultValue={search.listingId ?? ''}
            options={listings.map(({ id, title }) => ({ value: id, label: title }))}
          />
        )}
      </div>
      {!listings && search.listingId && <input type="hidden" name="listing" value={search.listingId} />}
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit" icon={<Search className="size-4" aria-hidden />} className="flex-1 lg:flex-none">
          {m.submit}
        </Button>
        {!more && (
          <Button
            variant="outline"
            aria-expanded={false}
            aria-controls="inquiry-search-more"
            icon={<SlidersHorizontal className="size-4" aria-hidden />}
            onClick={() => setMore(true)}
            className="lg:hidden"
          >
            {m.more}
          </Button>
        )}
        {narrowed && (
          <Button variant="ghost" icon={<X className="size-4" aria-hidden />} onClick={onClear}>
            {m.clear}
          </Button>
        )}
      </div>
    </form>
  );
}
