import { cancellationTiers } from '@kurumatabi/contract';
import { reserveMessages as m } from '../../messages';

/** The policy's tiers (ADR 0016), shown before the guest confirms a request. */
export function CancellationPolicy() {
  return (
    <section aria-labelledby="policy-heading" className="space-y-3 text-sm leading-relaxed">
      <h2 id="policy-heading" className="text-lg font-bold text-ink">
        {m.policy.heading}
      </h2>
      <p className="text-ink-soft">{m.policy.requestFree}</p>
      <p className="text-ink-soft">{m.policy.afterApproval}</p>
      <ul className="divide-y divide-line/60 rounded-(--radius-card) border border-line">
        {cancellationTiers.map((tier) => (
          <li key={tier.label} className="flex items-center justify-between gap-3 px-4 py-2.5">
            <span className="text-ink">{tier.label.split(':')[0]}</span>
            <span className="tabular shrink-0 font-bold text-gold">
              {tier.percent === 0 ? m.policy.free : m.policy.percent(tier.percent / 100)}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-ink-muted">{m.policy.hostFree}</p>
    </section>
  );
}
