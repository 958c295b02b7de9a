import { Caravan, Tent } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { shareMessages as m } from '../messages';
import { BECOME_OWNER_PATH, BECOME_PROVIDER_PATH } from '../paths';

/** The invitation: what sharing is, the two ways in, and the three facts that matter first. */
export function ShareHero() {
  return (
    <section aria-labelledby="share-title" className="relative overflow-hidden border-b border-line">
      <div aria-hidden className="absolute inset-0 bg-linear-to-br from-brown/35 via-canvas to-canvas" />
      <Caravan aria-hidden className="absolute -right-10 -bottom-10 size-64 text-brown/20 sm:size-96" strokeWidth={0.8} />
      <Container className="relative py-8 sm:py-14">
        <Breadcrumbs items={[{ label: 'くるま旅', to: '/' }, { label: m.breadcrumb }]} className="mb-8 sm:mb-10" />
        <p className="text-xs font-bold tracking-[0.2em] text-gold">{m.eyebrow}</p>
        <h1 id="share-title" className="mt-3 max-w-3xl text-[1.75rem] font-bold sm:text-5xl sm:leading-tight">
          {m.headline}
        </h1>
        <p className="mt-5 max-w-2xl text-ink-soft sm:text-lg">{m.lead}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <LinkButton to={BECOME_OWNER_PATH} size="lg" icon={<Caravan className="size-5" aria-hidden />}>
            {m.becomeOwner}
          </LinkButton>
          <LinkButton to={BECOME_PROVIDER_PATH} size="lg" variant="outline" icon={<Tent className="size-5" aria-hidden />}>
            {m.becomeProvider}
          </LinkButton>
        </div>
        <dl className="mt-10 grid max-w-3xl grid-cols-3 gap-3 sm:gap-6">
          {m.facts.map((fact) => (
            <div key={fact.label} className="rounded-(--radius-card) border border-line bg-surface/80 p-3 sm:p-5">
              <dt className="text-xs leading-snug text-ink-soft sm:text-sm">{fact.label}</dt>
              <dd className="mt-1 text-xl font-bold text-gold tabular sm:text-3xl">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
