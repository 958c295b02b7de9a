import { Search, X } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { consoleMessages } from '../../console-messages';

const m = consoleMessages.common;

/**
 * A console search form whose fields are named after the URL's parameters: submitting writes them to
 * the URL (page 1), which the results read. Fields take their defaults from the URL (`key` re-mounts them).
 */
export function ConsoleSearchForm({ label, children, names }: { label: string; children: ReactNode; names: readonly string[] }) {
  const [params, setParams] = useSearchParams();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of names) {
      const value = String(data.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  const filled = names.some((name) => params.get(name));
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      key={params.toString()}
      className="rounded-(--radius-card) border border-line bg-surface p-4 sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
      <div className="mt-5 flex flex-wrap items-center justify-end gap-3">
        {filled && (
          <Button variant="ghost" size="sm" icon={<X className="size-4" aria-hidden />} onClick={() => setParams(new URLSearchParams())}>
            {m.clear}
          </Button>
        )}
        <Button type="submit" icon={<Search className="size-4" aria-hidden />}>
          {m.search}
        </Button>
      </div>
    </form>
  );
}
