import { Search } from 'lucide-react';
import { GetForm } from '@/components/get-form';
import { buttonClasses } from '@/components/ui/button-styles';
import { contentMessages as m } from '../messages';
import { ARTICLE_SEARCH_PATH } from '../paths';

/** The keyword box: a GET form to /articles/search?q=…, which works before (or without) JavaScript too. */
export function ArticleSearchForm({ defaultValue = '', autoFocus = false }: { defaultValue?: string; autoFocus?: boolean }) {
  return (
    <GetForm action={ARTICLE_SEARCH_PATH} role="search" className="flex gap-2">
      <label htmlFor="article-keyword" className="sr-only">
        {m.search.label}
      </label>
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-muted" aria-hidden />
        <input
          id="article-keyword"
          name="q"
          type="search"
          defaultValue={defaultValue}
          key={defaultValue}
          maxLength={50}
          autoFocus={autoFocus}
          placeholder={m.search.placeholder}
          className="h-11 w-full rounded-full border border-line-strong bg-surface pr-4 pl-10 text-[0.9375rem] text-ink placeholder:text-ink-muted focus:border-gold focus:outline-none"
        />
      </div>
      <button type="submit" className={buttonClasses({ size: 'md' })}>
        {m.search.submit}
      </button>
    </GetForm>
  );
}
