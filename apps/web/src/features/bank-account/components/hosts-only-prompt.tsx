import { ArrowRight, Landmark } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { bankAccountMessages as m } from '../messages';

interface HostsOnlyPromptProps {
  /** The page's own area comes first: a car page offers the owner route first, a spot page the provider one. */
  area: 'cars' | 'spots';
}

/** What a user who is neither owner nor provider sees: the ways to become one. */
export function HostsOnlyPrompt({ area }: HostsOnlyPromptProps) {
  const links = [
    { to: '/mypage/cars/to-owner', label: m.toOwner, area: 'cars' },
    { to: '/mypage/spots/to-provider', label: m.toProvider, area: 'spots' },
  ].sort((a, b) => Number(b.area === area) - Number(a.area === area));
  return (
    <Card role="region" aria-labelledby="hosts-only-title" className="p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brown/30 text-gold">
          <Landmark className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="hosts-only-title" className="text-lg font-bold">
            {m.hostsOnlyTitle}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-ink-soft">{m.hostsOnlyBody}</p>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        {links.map((link, index) => (
          <LinkButton
            key={link.to}
            to={link.to}
            variant={index === 0 ? 'primary' : 'outline'}
            icon={<ArrowRight className="size-4" aria-hidden />}
          >
            {link.label}
          </LinkButton>
        ))}
      </div>
    </Card>
  );
}
