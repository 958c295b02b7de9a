import { CarFront, IdCard, Search, type LucideIcon } from 'lucide-react';
import { Link } from '@/components/link';
import { BrandMark } from '@/components/ui/brand-mark';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { welcomeMessages as m } from '../welcome-messages';

interface NextStep {
  title: string;
  body: string;
  icon: LucideIcon;
  links: { to: string; label: string }[];
}

const steps: NextStep[] = [
  { ...m.license, icon: IdCard, links: [{ to: '/mypage/driving-license', label: m.license.action }] },
  {
    ...m.find,
    icon: Search,
    links: [
      { to: '/search-rv', label: m.find.cars },
      { to: '/search-spot', label: m.find.spots },
    ],
  },
  { ...m.list, icon: CarFront, links: [{ to: '/mypage/cars/to-owner', label: m.list.action }] },
];

/**
 * What a new member who signed up from the home page (with no page to go back to) can do next: register
 * a licence (cars need a verified one), find a car or a spot, list their own car. A link closes it.
 */
export default function WelcomeDialog({ name, onClose }: { name: string; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} label={m.label} closeLabel={m.close}>
      <div className="flex flex-col items-center text-center">
        <BrandMark className="size-11" />
        <h2 className="mt-4 text-xl font-bold">{m.title(name)}</h2>
        <p className="mt-1.5 text-sm leading-relaxed text-ink-soft [word-break:auto-phrase]">{m.lead}</p>
      </div>
      <ol className="mt-6 space-y-3">
        {steps.map(({ title, body, icon: Icon, links }) => (
          <li key={title} className="flex items-start gap-4 rounded-(--radius-card) border border-line bg-surface p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-raised text-gold">
              <Icon className="size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <h3 className="font-bold text-ink">{title}</h3>
              <p className="mt-0.5 text-sm leading-relaxed text-ink-soft">{body}</p>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-bold">
                {links.map((link) => (
                  <Link key={link.to} to={link.to} onClick={onClose} className="text-gold underline-offset-4 hover:underline">
                    {link.label}
                  </Link>
                ))}
              </p>
            </div>
          </li>
        ))}
      </ol>
      <Button variant="outline" fullWidth className="mt-6" onClick={onClose}>
        {m.later}
      </Button>
    </Dialog>
  );
}
