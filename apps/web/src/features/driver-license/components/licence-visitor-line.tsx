import { IdCard } from 'lucide-react';
import { cx } from '@/lib/cx';
import { LICENCE_VISITOR_LINE } from '../visitor-line';

/** The licence line for anyone not signed in: true for everyone, no account data. */
export function LicenceVisitorLine({ className }: { className?: string }) {
  return (
    <p data-testid="licence-requirement" className={cx('flex items-start gap-2 text-sm text-ink-soft', className)}>
      <IdCard className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
      {LICENCE_VISITOR_LINE}
    </p>
  );
}
