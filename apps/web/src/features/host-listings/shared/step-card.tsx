import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One step of a listing form: its number and title, what it is for, then the fields. */
export function StepCard({ step, title, lead, children }: { step: number; title: string; lead: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-8">
      <header className="mb-6 space-y-1">
        <p className="tabular text-xs font-bold tracking-[0.2em] text-gold">STEP {step}</p>
        <h2 className="text-xl font-bold sm:text-2xl">{title}</h2>
        <p className="text-sm leading-relaxed text-ink-soft">{lead}</p>
      </header>
      {children}
    </Card>
  );
}

/** Loading the choices of a step. */
export function StepSkeletonBody() {
  return (
    <div className="space-y-4" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <span key={i} className="block h-12 w-full animate-pulse rounded-[10px] bg-raised" />
      ))}
    </div>
  );
}
