import type { ReserveChangeView } from '@kurumatabi/contract';
import { formatYen } from '@/lib/format';
import { changeMessages as m } from './change-messages';

function Lines({ lines }: { lines: readonly { label: string; amount: number }[] }) {
  return (
    <ul className="space-y-1 text-sm">
      {lines.map((line) => (
        <li key={line.label} className="flex justify-between gap-3">
          <span className="text-ink-soft">{line.label}</span>
          <span className="tabular shrink-0 text-ink">{line.amount < 0 ? `−${formatYen(-line.amount)}` : formatYen(line.amount)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A change's repricing line by line, its difference (a payment or a refund) and the new total. */
export function ChangeSummary({ change }: { change: Pick<ReserveChangeView, 'lines' | 'difference' | 'total'> }) {
  return (
    <div className="space-y-2 rounded-[10px] border border-line bg-canvas px-4 py-3">
      {change.lines.length > 0 ? <Lines lines={change.lines} /> : <p className="text-sm text-ink-soft">{m.noDifference}</p>}
      <p className="tabular font-bold text-ink">{m.difference(change.difference)}</p>
      <p className="tabular text-sm text-ink-soft">{m.newTotal(change.total)}</p>
    </div>
  );
}
