import { useId, useState, type KeyboardEvent } from 'react';
import { Hash, X } from 'lucide-react';
import { parseTag } from '../editor-draft';
import { editorMessages as m } from '../messages';

type Tag = { slug: string; name: string };

/** An article's tags: chips to remove, a box to add `名前:slug`, the known tags offered as suggestions. */
export function TagsField({ value, onChange, known }: { value: Tag[]; onChange: (tags: Tag[]) => void; known: Tag[] }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    const existing = known.find((tag) => tag.name === trimmed || tag.slug === trimmed);
    const parsed = existing ?? parseTag(trimmed);
    if ('error' in parsed) return setError(parsed.error);
    if (value.length >= 8) return setError('タグは8個までです。');
    if (!value.some((tag) => tag.slug === parsed.slug)) onChange([...value, parsed]);
    setText('');
    setError(null);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      add();
    }
  };

  return (
    <div>
      <label htmlFor={id} className="font-bold">
        {m.fields.tags}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
        {m.fields.tagsHint}
      </p>
      {value.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag.slug}
              className="inline-flex h-8 items-center gap-1 rounded-full border border-brown/60 bg-brown/20 pr-1 pl-3 text-sm text-brown-light"
            >
              <Hash className="size-3.5" aria-hidden />
              {tag.name}
              <span className="text-xs text-ink-soft">{tag.slug}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((t) => t.slug !== tag.slug))}
                aria-label={m.fields.removeTag(tag.name)}
                className="ml-1 flex size-6 items-center justify-center rounded-full hover:bg-raised hover:text-ink"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex gap-2">
        <input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKey}
          list={`${id}-known`}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          placeholder={m.fields.tagInput}
          className="h-10 min-w-0 flex-1 rounded-[10px] border border-line-strong bg-canvas px-3 text-ink focus:border-gold focus:outline-none aria-invalid:border-danger"
        />
        <button
          type="button"
          onClick={add}
          className="h-10 rounded-full border border-line-strong px-4 text-sm font-bold text-ink-soft hover:border-gold hover:text-ink"
        >
          {m.fields.addTag}
        </button>
        <datalist id={`${id}-known`}>
          {known.map((tag) => (
            <option key={tag.slug} value={tag.name} />
          ))}
        </datalist>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
