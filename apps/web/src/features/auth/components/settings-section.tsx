import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One section of the profile's sign-in settings: a heading, a lead and its form. */
export function SettingsSection({
  title,
  lead,
  icon,
  children,
  testId,
}: {
  title: string;
  lead?: ReactNode;
  icon: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="p-5 sm:p-8" data-testid={testId}>
      <section aria-label={title}>
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <span className="text-gold">{icon}</span>
          {title}
        </h2>
        {lead && <p className="mt-2 text-sm leading-relaxed text-ink-soft">{lead}</p>}
        <div className="mt-6">{children}</div>
      </section>
    </Card>
  );
}
