import { Caravan, CircleHelp, Tent } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { shareMessages as m } from '../messages';
import { shareMoreMessages as more } from '../more-messages';
import { BECOME_OWNER_PATH, BECOME_PROVIDER_PATH } from '../paths';

/** The last call: the two ways in again, and where to ask. */
export function ShareClosing() {
  return (
    <section aria-labelledby="share-closing-title" className="pb-20 sm:pb-24">
      <Container>
        <div className="rounded-2xl border border-gold/40 bg-surface p-6 text-center sm:p-12">
          <h2 id="share-closing-title" className="text-2xl font-bold sm:text-3xl">
            {more.closing.title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-ink-soft">{more.closing.body}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton to={BECOME_OWNER_PATH} icon={<Caravan className="size-4" aria-hidden />}>
              {m.becomeOwner}
            </LinkButton>
            <LinkButton to={BECOME_PROVIDER_PATH} variant="secondary" icon={<Tent className="size-4" aria-hidden />}>
              {m.becomeProvider}
            </LinkButton>
            <LinkButton to="/faq" variant="ghost" icon={<CircleHelp className="size-4" aria-hidden />}>
              {more.closing.faq}
            </LinkButton>
          </div>
        </div>
      </Container>
    </section>
  );
}
