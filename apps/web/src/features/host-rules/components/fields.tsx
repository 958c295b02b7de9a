import { Plus, Trash2 } from 'lucide-react';
import type { PriceChange } from '@kurumatabi/contract/host-rules';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { numberOf } from '../form-errors';
import { hostRulesMessages } from '../messages';

const p = hostRulesMessages.pricing;

/** A whole-number field: empty or not a number is NaN, which the contract's input refuses with its message. */
export function NumberField({
  label,
  value,
  onChange,
  error,
  hint,
  className,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
  hint?: string;
  className?: string;
}) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      value={Number.isNaN(value) ? '' : String(value)}
      onChange={(event) => onChange(numberOf(event.target.value))}
      error={error}
      hint={hint}
      className={className}
    />
  );
}

export function DateField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return <TextField label={label} type="date" value={value} onChange={(event) => onChange(event.target.value)} error={error} />;
}

/** 金額 or 増減率 (and, when `optional`, 設定しない) with its number. */
export function PriceChangeField({
  label,
  value,
  onChange,
  errors,
  path,
  optional = false,
}: {
  label: string;
  value: PriceChange | null;
  onChange: (value: PriceChange | null) => void;
  errors: Record<string, string>;
  path: string;
  optional?: boolean;
}) {
  const options = [
    ...(optional ? [{ value: 'None', label: p.none }] : []),
    { value: 'Price', label: p.kindPrice },
    { value: 'Percent', label: p.kindPercent },
  ];
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-bold text-ink-soft">{label}</legend>
      <SelectField
        label={p.changeKind}
        options={options}
        value={value?.kind ?? 'None'}
        error={errors[path]}
        onChange={(event) => {
          const kind = event.target.value;
          onChange(kind === 'Price' ? { kind, price: 0 } : kind === 'Percent' ? { kind, percent: 0 } : null);
        }}
      />
      {value?.kind === 'Price' && (
        <NumberField
          label={p.price}
          value={value.price}
          onChange={(price) => onChange({ kind: 'Price', price })}
          error={errors[`${path}.price`]}
        />
      )}
      {value?.kind === 'Percent' && (
        <NumberField
          label={p.percent}
          value={value.percent}
          onChange={(percent) => onChange({ kind: 'Percent', percent })}
          error={errors[`${path}.percent`]}
        />
      )}
    </fieldset>
  );
}

/** 削除 of one row of a list (a dated rule, a season). */
export function RemoveButton({ onClick }: { onClick: () => void }) {
  return (
    <Button type="button" size="sm" variant="ghost" icon={<Trash2 className="size-4" aria-hidden />} onClick={onClick}>
      {hostRulesMessages.availability.remove}
    </Button>
  );
}

/** 〜を追加 under a list. */
export function AddButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button type="button" size="sm" variant="outline" icon={<Plus className="size-4" aria-hidden />} onClick={onClick}>
      {children}
    </Button>
  );
}

/** The list with its `index`th item changed (a row of a list editor). */
export const replaceAt = <T,>(list: readonly T[], index: number, next: Partial<T>): T[] =>
  list.map((item, i) => (i === index ? { ...item, ...next } : item));

/** The list without its `index`th item. */
export const removeAt = <T,>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);
