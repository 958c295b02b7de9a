import { useState } from 'react';
import { ApiError } from '@kurumatabi/contract/client';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'react-toastify';
import { listingMessages as m } from '../messages';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

interface StepSaveOptions<TValues extends FieldValues, TOutput, TSaved> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The update call with the step's fields. */
  save: (output: TOutput) => Promise<TSaved>;
  /** The saved listing as the step's values: the form starts again from what the server kept. */
  valuesOf: (saved: TSaved) => TValues;
  /** The form field of an API validation detail's path, or null when the step has no such field. */
  fieldOf: (path: string) => FieldPath<TValues> | null;
  /** The listing changed state elsewhere (sent for verification from another tab): load it again. */
  onStale: () => void;
}

/**
 * Saving one step of a listing form: the state for the indicator (保存中… / 保存しました / 未保存),
 * the API's 400 details on their fields, a lock from elsewhere reloaded, and never a reset on an
 * error — what was typed stays in the form.
 */
export function useStepSave<TValues extends FieldValues, TOutput, TSaved>({
  form,
  save,
  valuesOf,
  fieldOf,
  onStale,
}: StepSaveOptions<TValues, TOutput, TSaved>) {
  const [state, setState] = useState<SaveState>('idle');
  const [savedAt, setSavedAt] = useState<Date | null>(null);

  const run = async (output: TOutput): Promise<TSaved | null> => {
    setState('saving');
    try {
      const saved = await save(output);
      form.reset(valuesOf(saved));
      setSavedAt(new Date());
      setState('saved');
      return saved;
    } catch (error) {
      setState('error');
      showError(error);
      return null;
    }
  };

  const showError = (error: unknown) => {
    if (!(error instanceof ApiError)) return toast.error(m.steps.saveFailed);
    if (error.code === 'VALIDATION_FAILED' || error.code === 'LISTING_INCOMPLETE') {
      // A verified listing must stay complete: LISTING_INCOMPLETE names what a save would empty.
      const fallback = error.code === 'LISTING_INCOMPLETE' ? error.message : m.steps.fixErrors;
      const known = (error.details ?? []).flatMap((detail) => {
        const field = fieldOf(detail.path);
        return field ? [{ field, message: detail.message }] : [];
      });
      if (known.length === 0) return toast.error(fallback);
      known.forEach(({ field, message }, i) => form.setError(field, { message }, { shouldFocus: i === 0 }));
      return toast.error(fallback);
    }
    if (error.code === 'LISTING_UNDER_VERIFICATION') {
      toast.error(m.lock.stale);
      return onStale();
    }
    return toast.error(error.code === 'INTERNAL' || error.code === 'NETWORK_ERROR' ? m.steps.saveFailed : error.message);
  };

  /** A submit handler: validate, save, then `after` (go to the next step) when it worked. */
  const submit = (after?: (saved: TSaved) => void) =>
    form.handleSubmit(
      async (output) => {
        const saved = await run(output);
        if (saved !== null) after?.(saved);
      },
      () => setState('error'),
    );

  return { state, savedAt, submit };
}
