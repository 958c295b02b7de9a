import { Check } from 'lucide-react';
import { cx } from '@/lib/cx';
import { ProgressBar } from './progress-bar';

export const stepperMessages = {
  label: '入力の進み具合',
  compact: (position: number, total: number, name: string) => `ステップ ${position} / ${total}: ${name}`,
  step: (position: number, name: string) => `ステップ${position} ${name}`,
  done: '完了',
  current: '入力中',
  upcoming: '未入力',
  goBack: (name: string) => `「${name}」に戻る`,
};
export type StepperMessages = typeof stepperMessages;

export type StepState = 'done' | 'current' | 'upcoming';

export interface StepperProps {
  /** The step names, in order (e.g. 基本情報, 写真, 料金, 確認). */
  steps: readonly string[];
  /** The current step, from 0. Steps before it are done. */
  current: number;
  /** Called with a done step's index when it is chosen; without it, done steps are not buttons. */
  onStepClick?: (index: number) => void;
  messages?: Partial<StepperMessages>;
  className?: string;
}

export function stepState(index: number, current: number): StepState {
  return index < current ? 'done' : index === current ? 'current' : 'upcoming';
}

/**
 * Where a multi-step form is: numbered steps joined by a line, done ones checked (and clickable
 * to go back), the current one in gold. On phones it collapses to 「ステップ 2 / 5: 写真」 and a bar.
 */
export function Stepper({ steps, current, onStepClick, messages: overrides, className }: StepperProps) {
  const messages = { ...stepperMessages, ...overrides };
  const total = steps.length;
  if (total === 0) return null;
  const at = Math.min(Math.max(current, 0), total - 1);
  const name = steps[at] ?? '';

  return (
    <nav aria-label={messages.label} className={className}>
      <div className="space-y-2 sm:hidden">
        <p className="tabular text-sm font-bold text-ink">{messages.compact(at + 1, total, name)}</p>
        <ProgressBar value={(at + 1) / total} label={messages.compact(at + 1, total, name)} />
      </div>
      <ol className="flex items-start max-sm:hidden">
        {steps.map((step, index) => {
          const state = stepState(index, at);
          const marker = (
            <>
              <span
                aria-hidden="true"
                className={cx(
                  'tabular flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold transition-colors duration-150',
                  state === 'done' && 'border-gold bg-gold text-canvas',
                  state === 'current' && 'border-gold bg-canvas text-gold-bright shadow-[0_0_0_4px_var(--color-canvas)]',
                  state === 'upcoming' && 'border-line-strong bg-canvas text-ink-muted',
                )}
              >
                {state === 'done' ? <Check className="size-4" strokeWidth={3} /> : index + 1}
              </span>
              <span
                className={cx(
                  'text-center text-xs leading-snug',
                  state === 'current' ? 'font-bold text-ink' : state === 'done' ? 'text-ink-soft' : 'text-ink-muted',
                )}
              >
                {step}
              </span>
              <span className="sr-only">（{messages[state]}）</span>
            </>
          );
          return (
            <li
              key={`${index}-${step}`}
              aria-current={state === 'current' ? 'step' : undefined}
              className="relative flex min-w-0 flex-1 flex-col items-center"
            >
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={cx('absolute top-[1.0625rem] right-1/2 h-0.5 w-full', index <= at ? 'bg-gold' : 'bg-line')}
                />
              )}
              {state === 'done' && onStepClick ? (
                <button
                  type="button"
                  onClick={() => onStepClick(index)}
                  title={messages.goBack(step)}
                  className="relative z-10 flex flex-col items-center gap-1.5 rounded-lg px-1 hover:[&>span:first-child]:bg-gold-bright"
                >
                  {marker}
                </button>
              ) : (
                <div className="relative z-10 flex flex-col items-center gap-1.5 px-1">{marker}</div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
