import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import type { ZenginEntry } from '@kurumatabi/contract';
import { useQuery } from '@tanstack/react-query';
import { Check, Search } from 'lucide-react';
import { inputClasses } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cx } from '@/lib/cx';
import { useSession } from '@/lib/session';
import type { ZenginSearchOptions } from '../api/search-zengin';
import { bankAccountMessages as m } from '../messages';
import { useDebounced } from '../use-debounced';

interface ZenginComboboxProps {
  label: string;
  hint: string;
  placeholder: string;
  /** What to say when nothing matches (金融機関 or 支店). */
  emptyText: string;
  selected: ZenginEntry | null;
  onSelect: (entry: ZenginEntry | null) => void;
  /** The search call for a keyword (search-banks or search-bank-branches). */
  search: (keyword: string) => ZenginSearchOptions;
  disabled?: boolean;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

const shown = (entry: ZenginEntry | null) => (entry ? `${entry.name}（${entry.code}）` : '');

/**
 * A searchable list of the Zengin code list (WAI-ARIA combobox with a listbox popup): type a name in
 * kanji, kana, hiragana or romaji, or the code; ↑↓ move, Enter picks, Esc closes. Typing clears the
 * choice, so what is sent is always a code the list offered.
 */
export function ZenginCombobox({
  label,
  hint,
  placeholder,
  emptyText,
  selected,
  onSelect,
  search,
  disabled,
  error,
  ref,
}: ZenginComboboxProps) {
  const id = useId();
  const { authenticated } = useSession();
  const [text, setText] = useState(shown(selected));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // Showing the choice is not a search: the list then opens on the first entries.
  const typed = selected && text === shown(selected) ? '' : text;
  const keyword = useDebounced(typed, 200);
  const query = useQuery({ ...search(keyword), enabled: authenticated && open && !disabled });
  const items = query.data?.items ?? [];
  const listId = `${id}-list`;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null, open ? `${id}-status` : null].filter(Boolean).join(' ');

  function choose(entry: ZenginEntry) {
    onSelect(entry);
    setText(shown(entry));
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      else if (items.length > 0) setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length);
    } else if (event.key === 'Enter' && open) {
      // Enter picks from the list instead of sending the form half filled in.
      event.preventDefault();
      const entry = items[active];
      if (entry) choose(entry);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setText(shown(selected));
    }
  }

  let status: string;
  if (query.isError) status = m.search.failed;
  else if (query.isPending || query.isPlaceholderData || keyword !== typed) status = m.search.loading;
  else if (items.length === 0) status = emptyText;
  else status = m.search.count(items.length);

  return (
    <div className="relative space-y-1.5">
      <label htmlFor={id} className="block text-sm font-bold text-ink-soft">
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted" aria-hidden />
        <input
          id={id}
          ref={ref}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && items[active] ? `${id}-option-${items[active].code}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          placeholder={placeholder}
          disabled={disabled}
          value={text}
          className={cx(inputClasses, 'pl-10', error ? 'border-danger' : 'border-line-strong')}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
            if (selected) onSelect(null);
          }}
          // Focus alone (the form focuses this field on opening) leaves the list closed; a click or typing opens it.
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {open && (
          <div className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-[10px] border border-line-strong bg-raised shadow-lg">
            <p id={`${id}-status`} role="status" className="flex items-center gap-2 border-b border-line px-4 py-2 text-xs text-ink-muted">
              {status === m.search.loading && <Spinner className="size-3.5" />}
              {status}
            </p>
            <ul id={listId} role="listbox" aria-label={label} className="max-h-72 overflow-y-auto py-1">
              {items.map((entry, index) => (
                <li
                  key={entry.code}
                  id={`${id}-option-${entry.code}`}
                  role="option"
                  aria-selected={index === active}
                  // mousedown, not click: the input's blur would close the list before a click lands.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(entry);
                  }}
                  onMouseEnter={() => setActive(index)}
                  className={cx(
                    'flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm',
                    index === active ? 'bg-gold/15 text-ink' : 'text-ink-soft',
                  )}
                >
                  <span className="w-10 shrink-0 text-xs text-ink-muted tabular">{entry.code}</span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-bold">{entry.name}</span>
                    <span className="block text-xs text-ink-muted">{entry.kana}</span>
                  </span>
                  {selected?.code === entry.code && <Check className="size-4 text-gold" aria-hidden />}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs leading-relaxed text-ink-muted">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm leading-relaxed text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
