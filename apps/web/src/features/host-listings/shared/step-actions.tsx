import { ArrowLeft, ArrowRight, Check, CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { listingMessages as m } from '../messages';
import type { SaveState } from './use-step-save';

interface StepActionsProps {
  /** Go to the previous step (absent on the first). */
  onBack?: () => void;
  /** The primary button's label (保存して次へ, or the first step's own). */
  primaryLabel?: string;
  /** Saves and stays (absent where the primary already stays). */
  onSaveOnly?: () => void;
  state: SaveState;
  savedAt: Date | null;
  dirty: boolean;
  /** Under verification: nothing to save, 次へ only moves on. */
  locked: boolean;
  onNext?: () => void;
}

const timeOf = (date: Date) => `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

/** The foot of a step: 戻る, 保存する, 保存して次へ, and what the save did (保存中… / 保存しました / 未保存). */
export function StepActions({
  onBack,
  primaryLabel = m.steps.saveAndNext,
  onSaveOnly,
  state,
  savedAt,
  dirty,
  locked,
  onNext,
}: StepActionsProps) {
  const busy = state === 'saving';
  return (
    <div className="space-y-3 border-t border-line pt-5">
      <SaveIndicator state={state} savedAt={savedAt} dirty={dirty} locked={locked} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        {onBack && (
          <Button variant="ghost" onClick={onBack} disabled={busy} icon={<ArrowLeft className="size-4" aria-hidden />}>
            {m.steps.back}
          </Button>
        )}
        <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
          {locked ? (
            onNext && (
              <Button onClick={onNext}>
                {m.steps.next}
                <ArrowRight className="size-4" aria-hidden />
              </Button>
            )
          ) : (
            <>
              {onSaveOnly && (
                <Button variant="outline" onClick={onSaveOnly} disabled={busy}>
                  {m.steps.save}
                </Button>
              )}
              <Button type="submit" loading={busy}>
                {primaryLabel}
                {!busy && <ArrowRight className="size-4" aria-hidden />}
              </Button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

function SaveIndicator({ state, savedAt, dirty, locked }: { state: SaveState; savedAt: Date | null; dirty: boolean; locked: boolean }) {
  if (locked) return null;
  const line =
    state === 'saving' ? (
      <span className="inline-flex items-center gap-2 text-ink-soft">
        <Spinner />
        {m.steps.saving}
      </span>
    ) : state === 'error' ? (
      <span className="inline-flex items-center gap-1.5 text-danger">
        <CircleAlert className="size-4" aria-hidden />
        {m.steps.saveFailed}
      </span>
    ) : dirty ? (
      <span className="text-warning">{m.steps.unsaved}</span>
    ) : state === 'saved' && savedAt ? (
      <span className="inline-flex items-center gap-1.5 text-success">
        <Check className="size-4" aria-hidden />
        {m.steps.saved(timeOf(savedAt))}
      </span>
    ) : null;
  return (
    <p role="status" aria-live="polite" className="min-h-6 text-sm" data-testid="save-status">
      {line}
    </p>
  );
}
