import type { CurrentUser } from '@kurumatabi/contract';
import { Pencil } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { formatDate } from '@/lib/format';
import { mypageHomeMessages as m } from '../messages';

function roleLabels(roles: CurrentUser['roles']): string[] {
  const labels: string[] = [];
  if (roles.carOwner) labels.push(m.roles.carOwner);
  if (roles.facilityProvider) labels.push(m.roles.facilityProvider);
  if (roles.operator) labels.push(m.roles.operator);
  return labels.length > 0 ? labels : [m.roles.member];
}

/** Who is signed in: name, email, roles and membership date, with the way to the profile. */
export function WelcomeCard({ user }: { user: CurrentUser }) {
  return (
    <Card className="relative overflow-hidden p-5 sm:p-7">
      <div aria-hidden className="pointer-events-none absolute -top-16 -right-16 size-48 rounded-full bg-gold/10 blur-2xl" />
      <div className="relative flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <span
            aria-hidden
            className="flex size-14 shrink-0 items-center justify-center rounded-full border border-gold/50 bg-raised text-xl font-bold text-gold-bright"
          >
            {user.name.slice(0, 1)}
          </span>
          <div className="min-w-0">
            <p className="text-lg font-bold break-words text-ink" data-testid="mypage-name">
              {m.greeting(user.name)}
            </p>
            <p className="text-sm break-all text-ink-soft" data-testid="mypage-email">
              {user.email}
            </p>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-xs">
              {roleLabels(user.roles).map((label) => (
                <span key={label} className="rounded-full border border-line-strong px-2.5 py-0.5 font-bold text-ink-soft">
                  {label}
                </span>
              ))}
              <span className="text-ink-muted">{m.memberSince(formatDate(user.createdAt))}</span>
            </p>
          </div>
        </div>
        <LinkButton to="/mypage/profile" variant="outline" size="sm" icon={<Pencil className="size-4" aria-hidden />}>
          {m.profileLink}
        </LinkButton>
      </div>
    </Card>
  );
}
