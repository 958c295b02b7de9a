import { useId } from 'react';
import { PriceUnit } from '@kurumatabi/contract/enums';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { cx } from '@/lib/cx';
import { formatYen } from '@/lib/format-yen';
import { listingMessages as m } from '../messages';
import type { OptionRowValues } from './option-rows';

interface OptionsFieldProps {
  legend: string;
  hint: string;
  /** The master's options (names, hints) by id. */
  master: readonly { id: string; name: string; description: string; suggestedPrice: number | null }[];
  value: readonly OptionRowValues[];
  onChange: (rows: OptionRowValues[]) => void;
  /** Per row: the price's and the unit's messages. */
  rowErrors?: readonly ({ price?: { message?: string }; priceUnit?: { message?: string } } | undefined)[];
  error?: string;
  disabled?: boolean;
}

const unitOptions = PriceUnit.values.map((unit) => ({ value: unit, label: PriceUnit.labels[unit] }));

/** Paid options: a checkbox per master option; once checked, its price (yen) and unit. */
export function OptionsField({ legend, hint, master, value, onChange, rowErrors, error, disabled }: OptionsFieldProps) {
  const id = useId();
  const names = new Map(master.map((item) => [item.id, item]));
  const patch = (index: number, change: Partial<OptionRowValues>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const offered = value.filter((row) => row.enabled).length;
  return (
    <fieldset className="space-y-3" aria-labelledby={`${id}-legend`} aria-describedby={`${id}-hint`} disabled={disabled}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        {/* Inside a div the legend does not name the fieldset: aria-labelledby does. */}
        <legend id={`${id}-legend`} className="text-base font-bold text-ink">
          {legend}
        </legend>
        <span className="tabular text-xs text-ink-muted">{m.submit.itemsCount(offered)}</span>
      </div>
      <p id={`${id}-hint`} className="-mt-1 text-xs leading-relaxed text-ink-muted">
        {hint}
      </p>
      <ul className="divide-y divide-line rounded-(--radius-card) border border-line">
        {value.map((row, index) => {
          const item = names.get(row.additionalFacilityId);
          const name = item?.name ?? row.additionalFacilityId;
          const errors = rowErrors?.[index];
          return (
            <li key={row.additionalFacilityId} className={cx('space-y-3 px-4 py-3', row.enabled && 'bg-raised/40')}>
              <Checkbox checked={row.enabled} onChange={(event) => patch(index, { enabled: event.target.checked })}>
                <span className="font-bold">{name}</span>
                {item?.suggestedPrice != null && (
                  <span className="ml-2 text-xs text-ink-muted">{m.options.suggested(formatYen(item.suggestedPrice))}</span>
                )}
                {item?.description && <span className="block text-xs text-ink-muted">{item.description}</span>}
              </Checkbox>
              {row.enabled && (
                <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3 pl-9 sm:max-w-md">
                  <TextField
                    label={m.options.price}
                    inputMode="numeric"
                    value={row.price}
                    onChange={(event) => patch(index, { price: event.target.value })}
                    error={errors?.price?.message}
                    aria-label={`${name}の${m.options.price}`}
                  />
                  <SelectField
                    label={m.options.unit}
                    options={unitOptions}
                    value={row.priceUnit}
                    onChange={(event) => patch(index, { priceUnit: event.target.value })}
                    error={errors?.priceUnit?.message}
                    aria-label={`${name}の${m.options.unit}`}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
