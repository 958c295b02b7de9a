import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { homeMessages as m } from '../messages';
import { HeroIllustration } from './hero-illustration';

/** `search`: the compact search, given by the page (features do not import each other), shown under the lead. */
export function Hero({ search }: { search?: ReactNode }) {
  const [first, second] = m.headline;
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <HeroIllustration variant="wide" className="absolute inset-0 -z-20 hidden size-full lg:block" />
      {/* Keeps the text readable over the sky. */}
      <div className="absolute inset-0 -z-10 hidden bg-linear-to-r from-canvas/95 via-canvas/45 to-transparent lg:block" />
      <Container className="pt-12 pb-6 sm:pt-16 lg:pt-28 lg:pb-44">
        <p className="text-xs font-bold tracking-[0.18em] text-gold sm:text-sm">{m.eyebrow}</p>
        <h1 id="hero-title" className="mt-4 text-[2rem] leading-[1.35] font-bold sm:text-5xl lg:text-6xl lg:leading-[1.25]">
          {first.map((phrase) => (
            <span key={phrase} className="inline-block">
              {phrase}
            </span>
          ))}
          <br />
          <span className="text-gold-bright">
            {second.map((phrase) => (
              <span key={phrase} className="inline-block">
                {phrase}
              </span>
            ))}
          </span>
        </h1>
        <p className="mt-5 max-w-xl text-[0.9375rem] leading-[1.9] text-ink-soft sm:text-lg">{m.lead}</p>
        {/* On the first screen of a phone too (issue 32): where, when and how many, straight into a search. */}
        {search}
        <div className="mt-8 flex flex-wrap gap-3">
          <LinkButton to="/for-beginner" size="lg" icon={<ArrowRight className="size-5" aria-hidden />} className="flex-row-reverse">
            {m.ctaBeginner}
          </LinkButton>
          <LinkButton to="/guide" size="lg" variant="outline">
            {m.ctaGuide}
          </LinkButton>
        </div>
      </Container>
      <HeroIllustration variant="compact" className="block aspect-[620/476] max-h-[26rem] w-full lg:hidden" />
    </section>
  );
}
