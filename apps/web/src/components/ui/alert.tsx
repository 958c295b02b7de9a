import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cx } from '@/lib/cx';

const tones = {
  error: { box: 'border-danger/50 bg-danger/10 text-ink', icon: <CircleAlert className="size-5 shrink-0 text-danger" aria-hidden /> },
  success: { box: 'border-success/50 bg-success/10 text-ink', icon: <CircleCheck className="size-5 shrink-0 text-success" aria-hidden /> },
  info: { box: 'border-info/50 bg-info/10 text-ink', icon: <Info className="size-5 shrink-0 text-info" aria-hidden /> },
} as const;

/** An inline message; errors are announced (role="alert"), others politely (role="status"). */
export function Alert({ tone, children, className }: { tone: keyof typeof tones; children: ReactNode; className?: string }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('flex gap-3 rounded-[10px] border px-4 py-3 text-sm leading-relaxed', tones[tone].box, className)}
    >
      {tones[tone].icon}
      <div className="min-w-0">{children}</div>
    </div>
  );
}
