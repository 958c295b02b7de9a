import { Caravan, CircleHelp } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { homeMessages as m } from '../messages';

export function OwnerInvitation() {
  return (
    <section aria-labelledby="owner-title" className="py-20 sm:py-24">
      <Container>
        <div className="relative overflow-hidden rounded-2xl border border-brown/50 bg-linear-to-br from-brown/35 via-surface to-surface p-7 sm:p-12">
          <Caravan aria-hidden className="absolute -right-6 -bottom-8 size-48 text-brown/25 sm:size-64" strokeWidth={1} />
          <div className="relative max-w-2xl">
            <h2 id="owner-title" className="text-2xl font-bold sm:text-3xl">
              {m.ownerTitle}
            </h2>
            <p className="mt-4 text-ink-soft">{m.ownerBody}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <LinkButton to="/guide" variant="primary">
                {m.ownerCta}
              </LinkButton>
              <LinkButton to="/faq" variant="outline" icon={<CircleHelp className="size-4" aria-hidden />}>
                {m.faqCta}
              </LinkButton>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
