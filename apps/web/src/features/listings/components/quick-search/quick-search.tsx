import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { cx } from '@/lib/cx';
import { todayInTokyo } from '@/lib/calendar-day';
import { quickSearchMessages as m } from './messages';
import { quickSearchHref, type QuickSearchValues } from './quick-search-href';

const targets = Object.entries(m.targets).map(([value, label]) => ({ value, label }));
const regions = Object.entries(m.regions).map(([value, label]) => ({ value, label }));

/**
 * A compact search (what, where, when, how many) that opens one of the three searches with its filters in the
 * URL (issue 32): on the home page's first screen and on the not-found screen.
 */
export function QuickSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const today = todayInTokyo();
  // Only the end date's lower bound follows the start date. The fields themselves are the form's own (read on
  // submit): what a reader entered while the page was still hydrating is what is searched.
  const [from, setFrom] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: keyof QuickSearchValues) => String(data.get(name) ?? '');
    void navigate(
      quickSearchHref({ target: field('target'), region: field('region'), from: field('from'), to: field('to'), people: field('people') }),
    );
  };
  return (
    <form
      role="search"
      aria-labelledby="quick-search-title"
      onSubmit={submit}
      className={cx('rounded-(--radius-card) border border-line bg-surface/95 p-4 shadow-lift sm:p-5', className)}
    >
      <h2 id="quick-search-title" className="text-base font-bold text-ink">
        {m.title}
      </h2>
      <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-[1fr_1fr_1fr_1fr_6rem_auto] lg:items-end">
        <SelectField label={m.target} name="target" options={targets} defaultValue="rv" />
        <SelectField label={m.region} name="region" options={regions} placeholder={m.anywhere} defaultValue="" />
        <TextField label={m.from} name="from" type="date" min={today} onChange={(event) => setFrom(event.target.value)} />
        <TextField label={m.to} name="to" type="date" min={from || today} />
        <TextField label={m.people} name="people" type="number" inputMode="numeric" min={1} max={30} />
        <Button type="submit" size="lg" className="col-span-2 lg:col-span-1" icon={<Search className="size-5" aria-hidden />}>
          {m.submit}
        </Button>
      </div>
    </form>
  );
}
