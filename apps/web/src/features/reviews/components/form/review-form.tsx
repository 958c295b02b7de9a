import { useState } from 'react';
import { REVIEW_MAX_PHOTOS, REVIEW_TEXT_MAX, ReviewAspect, type OwnReview, type ReserveReviewState } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { Send } from 'lucide-react';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CharacterCount } from '@/components/ui/character-count';
import { PhotosField, type PhotoItem } from '@/components/ui/photos-field';
import { StarInput } from '@/components/ui/star-input';
import { TextAreaField } from '@/components/ui/textarea';
import { uploadPublicImageFile } from '@/lib/upload-image';
import { useCreateReview, useUpdateReview } from '../../api/write-review';
import { reviewErrorText } from '../../api-error-text';
import { reviewMessages as m } from '../../messages';
import { reviewFormMessages } from '../../form-messages';
import {
  initialReviewValues,
  problemsFromDetails,
  reviewBody,
  reviewProblems,
  type ReviewFormProblems,
  type ReviewFormValues,
} from '../../review-form';

interface ReviewFormProps {
  state: ReserveReviewState;
  /** The author's Pending review when editing it; null for a new one. */
  editing: OwnReview | null;
  onDone: (review: OwnReview) => void;
  onCancel?: () => void;
}

/**
 * The review of one side of a reservation: the overall stars, each aspect's stars (arrow keys move
 * them), the text with its counter, and for a guest photos uploaded at once with progress. Nothing
 * typed is lost on a refusal: the problems show under their fields, the API's reason above the button.
 */
export function ReviewForm({ state, editing, onDone, onCancel }: ReviewFormProps) {
  const aspects = state.aspects;
  const guest = state.role === 'Guest';
  const [values, setValues] = useState<ReviewFormValues>(() => initialReviewValues(aspects, editing));
  const [shown, setShown] = useState<ReviewFormProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateReview();
  const update = useUpdateReview();
  const pending = create.isPending || update.isPending;

  /** A field's problem goes away as soon as it is changed; new ones appear on the next submit only. */
  const set = (patch: Partial<ReviewFormValues>, field?: keyof ReviewFormProblems) => {
    setValues((current) => ({ ...current, ...patch }));
    if (field) setShown(({ [field]: _fixed, ...rest }) => rest);
  };
  const problem = (field: keyof ReviewFormProblems) => shown[field];

  const refused = (error: unknown) => {
    const fields = error instanceof ApiError ? problemsFromDetails(error.details) : {};
    setShown(fields);
    setFailure(Object.keys(fields).length > 0 ? reviewFormMessages.form.fixBelow : reviewErrorText(error, reviewFormMessages.form.failed));
  };

  const submit = () => {
    const problems = reviewProblems(values, aspects);
    if (Object.keys(problems).length > 0) {
      setShown(problems);
      setFailure(reviewFormMessages.form.fixBelow);
      return;
    }
    setShown({});
    setFailure(null);
    const body = reviewBody(values, aspects, guest);
    // mutateAsync, not mutate's callbacks: a published review replaces this form before they would run.
    const sent = editing
      ? update.mutateAsync({ reviewId: editing.id, ...body })
      : create.mutateAsync({ reserveId: state.reserveId, ...body });
    void sent.then((review) => {
      toast.success(
        editing
          ? reviewFormMessages.form.saved
          : review.status === 'Accepted'
            ? reviewFormMessages.form.createdBoth
            : reviewFormMessages.form.created,
      );
      onDone(review);
    }, refused);
  };

  return (
    <form
      noValidate
      aria-label={
        editing
          ? reviewFormMessages.form.editTitle
          : guest
            ? reviewFormMessages.form.titleGuest[state.targetKind]
            : reviewFormMessages.form.titleHost
      }
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Card className="space-y-6 p-5 sm:p-6">
        <StarInput
          label={m.overall}
          size="lg"
          value={values.overall}
          onChange={(overall) => set({ overall }, 'overall')}
          hint={reviewFormMessages.form.overallHint}
          error={problem('overall')}
          disabled={pending}
        />
        <fieldset className="space-y-4 border-t border-line/60 pt-5">
          <legend className="sr-only">{m.aspectsHeading}</legend>
          <p aria-hidden="true" className="text-base font-bold text-ink">
            {m.aspectsHeading}
          </p>
          <p className="-mt-2 text-xs text-ink-muted">{reviewFormMessages.form.aspectsHint}</p>
          <div className="grid gap-x-8 gap-y-4 md:grid-cols-2">
            {aspects.map((aspect) => (
              <StarInput
                key={aspect}
                label={ReviewAspect.labels[aspect]}
                value={values.aspects[aspect] ?? null}
                onChange={(stars) => set({ aspects: { ...values.aspects, [aspect]: stars } }, aspect)}
                error={problem(aspect)}
                disabled={pending}
              />
            ))}
          </div>
        </fieldset>
      </Card>
      <Card className="space-y-6 p-5 sm:p-6">
        <div className="space-y-1.5">
          <TextAreaField
            label={reviewFormMessages.form.text}
            rows={7}
            value={values.text}
            onChange={(event) => set({ text: event.target.value }, 'text')}
            placeholder={guest ? reviewFormMessages.form.textPlaceholderGuest : reviewFormMessages.form.textPlaceholderHost}
            hint={guest ? reviewFormMessages.form.textHintGuest : reviewFormMessages.form.textHintHost}
            error={problem('text')}
            disabled={pending}
          />
          <CharacterCount value={values.text} max={REVIEW_TEXT_MAX} />
        </div>
        {guest && (
          <div className="space-y-2 border-t border-line/60 pt-5">
            <PhotosField<PhotoItem>
              label={reviewFormMessages.form.photos}
              value={values.photos}
              onChange={(photos) => set({ photos })}
              upload={uploadPublicImageFile}
              max={REVIEW_MAX_PHOTOS}
              cover={false}
              disabled={pending}
            />
            <p className="text-xs leading-relaxed text-ink-muted">{reviewFormMessages.form.photosHint}</p>
          </div>
        )}
      </Card>
      <p className="text-sm leading-relaxed text-ink-soft">{reviewFormMessages.form.blind}</p>
      {failure && (failure !== reviewFormMessages.form.fixBelow || Object.keys(shown).length > 0) && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            {reviewFormMessages.form.cancelEdit}
          </Button>
        )}
        <Button type="submit" size="lg" loading={pending} icon={<Send className="size-4" aria-hidden />}>
          {editing ? reviewFormMessages.form.save : reviewFormMessages.form.submit}
        </Button>
      </div>
    </form>
  );
}
