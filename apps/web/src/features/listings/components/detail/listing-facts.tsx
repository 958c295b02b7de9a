import { Check } from 'lucide-react';
import { formatYen } from '@/lib/format-yen';
import { factsMessages } from './facts-messages';

// A listing's facts below its description: no handler, so they keep the server's markup and come as code only
// when the browser renders them (car-facts.tsx, spot-facts.tsx; ADR 0056).

/** Names as chips (facilities, surroundings), or a quiet note when there are none. */
export function NameChips({ names }: { names: string[] }) {
  if (names.length === 0) return <p className="text-sm text-ink-muted">{factsMessages.noneListed}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {names.map((name) => (
        <li key={name} className="rounded-full border border-line bg-surface px-3 py-1 text-sm text-ink">
          {name}
        </li>
      ))}
    </ul>
  );
}

export function RuleList({ names }: { names: string[] }) {
  if (names.length === 0) return <p className="text-sm text-ink-muted">{factsMessages.noneListed}</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {names.map((name) => (
        <li key={name} className="flex items-start gap-2 text-sm text-ink">
          <Check className="mt-1 size-4 shrink-0 text-gold" strokeWidth={3} aria-hidden />
          {name}
        </li>
      ))}
    </ul>
  );
}

export function OptionTable({ options }: { options: { name: string; price: number; unit: string }[] }) {
  return (
    <table className="mt-3 w-full text-sm">
      <thead>
        <tr className="border-b border-line text-left text-ink-muted">
          <th scope="col" className="py-2 font-normal">
            {factsMessages.optionName}
          </th>
          <th scope="col" className="py-2 text-right font-normal">
            {factsMessages.optionPrice}
          </th>
          <th scope="col" className="py-2 pl-3 text-right font-normal">
            {factsMessages.optionUnit}
          </th>
        </tr>
      </thead>
      <tbody>
        {options.map((option) => (
          <tr key={option.name} className="border-b border-line/60">
            <th scope="row" className="py-2.5 text-left font-normal text-ink">
              {option.name}
            </th>
            <td className="tabular py-2.5 text-right font-bold text-ink">{formatYen(option.price)}</td>
            <td className="py-2.5 pl-3 text-right whitespace-nowrap text-ink-soft">{option.unit}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
