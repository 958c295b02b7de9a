import { Caravan, Tent, type LucideIcon } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { formatYen } from '@/lib/format-yen';
import { carEarnings, spotEarnings, type EarningsExample } from '../earnings';
import { shareMessages as m } from '../messages';

function ExampleCard({
  icon: Icon,
  title,
  subtitle,
  perMonth,
  example,
}: {
  icon: LucideIcon;
  title: string;
  subtitle: string;
  perMonth: string;
  example: EarningsExample;
}) {
  return (
    <article className="flex flex-col rounded-(--radius-card) border border-line bg-surface p-5 sm:p-7">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brown/30 text-gold">
          <Icon className="size-5" aria-hidden />
        </span>
        <div>
          <h3 className="text-lg font-bold">{title}</h3>
          <p className="text-sm text-ink-soft">{subtitle}</p>
        </div>
      </div>
      <table className="mt-5 w-full text-sm">
        <caption className="sr-only">{title}</caption>
        <tbody className="divide-y divide-line">
          {example.lines.map((line) => (
            <tr key={line.kind + line.name}>
              <th scope="row" className="py-2 text-left font-normal text-ink-soft">
                {line.name}
                <span className="ml-2 text-xs text-ink-muted tabular">{m.earnings.unit(line.days, line.priceUnit)}</span>
              </th>
              <td className="py-2 text-right tabular">{formatYen(line.amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 text-left font-bold">
              {m.earnings.guestPays}
            </th>
            <td className="py-2 text-right font-bold tabular">{formatYen(example.total)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-2 text-left font-normal text-ink-soft">
              {m.earnings.feeBase}
            </th>
            <td className="py-2 text-right tabular">{formatYen(example.feeBase)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-2 text-left font-normal text-ink-soft">
              {m.earnings.fee}
            </th>
            <td className="py-2 text-right tabular">−{formatYen(example.fee)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-2 text-left font-bold text-ink">
              {m.earnings.payout}
            </th>
            <td className="py-2 text-right text-lg font-bold text-gold tabular">{formatYen(example.payout)}</td>
          </tr>
        </tbody>
      </table>
      <p className="mt-auto flex items-baseline justify-between gap-3 rounded-xl bg-raised px-4 py-3">
        <span className="text-sm text-ink-soft">{perMonth}</span>
        <span className="text-2xl font-bold text-gold-bright tabular">
          {formatYen(example.monthly)}
          <span className="ml-1 text-sm font-normal text-ink-soft">/月</span>
        </span>
      </p>
    </article>
  );
}

/** Two worked examples, from the contract's quote functions and the terms' sales fee. */
export function EarningsExamples() {
  const car = carEarnings();
  const spot = spotEarnings();
  return (
    <section aria-labelledby="earnings-title" className="py-14 sm:py-20">
      <Container>
        <h2 id="earnings-title" className="text-2xl font-bold sm:text-3xl">
          {m.earnings.title}
        </h2>
        <p className="mt-3 max-w-2xl text-ink-soft">{m.earnings.lead}</p>
        <div className="mt-8 grid gap-5 md:grid-cols-2">
          <ExampleCard
            icon={Caravan}
            title={m.earnings.car.title}
            subtitle={m.earnings.car.subtitle}
            perMonth={m.earnings.car.perMonth(car.timesPerMonth)}
            example={car}
          />
          <ExampleCard
            icon={Tent}
            title={m.earnings.spot.title}
            subtitle={m.earnings.spot.subtitle}
            perMonth={m.earnings.spot.perMonth(spot.timesPerMonth)}
            example={spot}
          />
        </div>
        <p className="mt-4 text-sm text-ink-muted">{m.earnings.insuranceNote}</p>
        <p className="mt-1 text-sm text-ink-muted">{m.earnings.caption}</p>
      </Container>
    </section>
  );
}
