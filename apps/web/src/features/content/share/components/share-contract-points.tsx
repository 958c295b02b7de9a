import { FileText } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { shareMoreMessages as m } from '../more-messages';
import { SHARE_CONTRACT_PATH } from '../paths';

/** The share contract in five points, and the way to the whole text. */
export function ShareContractPoints() {
  return (
    <section aria-labelledby="share-contract-title" className="pb-14 sm:pb-20">
      <Container>
        <div className="rounded-2xl border border-brown/50 bg-linear-to-br from-brown/25 via-surface to-surface p-6 sm:p-10">
          <h2 id="share-contract-title" className="text-2xl font-bold sm:text-3xl">
            {m.contract.title}
          </h2>
          <p className="mt-3 text-ink-soft">{m.contract.lead}</p>
          <ul className="mt-6 space-y-3">
            {m.contract.points.map((point) => (
              <li key={point} className="flex gap-3 text-[0.9375rem] leading-[1.85]">
                <span aria-hidden className="mt-3 size-1.5 shrink-0 rounded-full bg-gold" />
                {point}
              </li>
            ))}
          </ul>
          <LinkButton to={SHARE_CONTRACT_PATH} variant="outline" className="mt-7" icon={<FileText className="size-4" aria-hidden />}>
            {m.readContract}
          </LinkButton>
        </div>
      </Container>
    </section>
  );
}
