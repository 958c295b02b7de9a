import { ArrowLeft } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { driverLicenseMessages as m } from '../messages';
import { returnsToReserveForm } from '../requirement';

/**
 * The way back to the page that sent the guest here (`?returnTo=`, already checked to be a path of this
 * site): the reservation form with its choices, or the car's page. A saved licence makes it the main action.
 */
export function ReturnToBooking({ to, saved }: { to: string; saved: boolean }) {
  return (
    <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <p className="text-sm leading-relaxed text-ink-soft">{m.returnLead}</p>
      <LinkButton to={to} variant={saved ? 'primary' : 'outline'} className="shrink-0" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {returnsToReserveForm(to) ? m.backToReserveForm : m.backToPage}
      </LinkButton>
    </Card>
  );
}
