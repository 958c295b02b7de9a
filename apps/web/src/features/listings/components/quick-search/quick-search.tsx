import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { cx } from '@/lib/cx';
import { todayInTokyo } from '@/lib/date-range';
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
  const [values, setValues] = useState<QuickSearchValues>({ target: 'rv', region: '', from: '', to: '', people: '' });
  const set = (key: keyof QuickSearchValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(quickSearchHref(values));
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
        <SelectField label={m.target} options={targets} value={values.target} onChange={set('target')} />
        <SelectField label={m.region} options={regions} placeholder={m.anywhere} value={values.region} onChange={set('region')} />
        <TextField label={m.from} type="date" min={today} value={values.from} onChange={set('from')} />
        <TextField label={m.to} type="date" min={values.from || today} value={values.to} onChange={set('to')} />
        <TextField label={m.people} type="number" inputMode="numeric" min={1} max={30} value={values.people} onChange={set('people')} />
        <Button type="submit" size="lg" className="col-span-2 lg:col-span-1" icon={<Search className="size-5" aria-hidden />}>
          {m.submit}
        </Button>
      </div>
    </form>
  );
}
