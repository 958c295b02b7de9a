import { ReviewAspect, reviewTextInput, type OwnReview, type ReviewAspectsInput } from '@kurumatabi/contract';
import type { PhotoItem } from '@/components/ui/photos-field';
import { reviewMessages as m } from './messages';
import { reviewFormMessages } from './form-messages';

/** What the review form holds: stars not chosen yet are null; the photos as uploaded (or as published). */
export interface ReviewFormValues {
  overall: number | null;
  aspects: Partial<Record<ReviewAspect, number | null>>;
  text: string;
  photos: PhotoItem[];
}

export type ReviewFormProblems = Partial<Record<'overall' | 'text' | ReviewAspect, string>>;

/** An empty form for these aspects, or the author's Pending review to edit. */
export function initialReviewValues(aspects: readonly ReviewAspect[], own: OwnReview | null): ReviewFormValues {
  const stars = new Map(own?.aspects.map((score) => [score.aspect, score.stars]));
  return {
    overall: own?.overall ?? null,
    aspects: Object.fromEntries(aspects.map((aspect) => [aspect, stars.get(aspect) ?? null])),
    text: own?.text ?? '',
    photos: own?.photos ?? [],
  };
}

/**
 * What is wrong before anything is sent: every star chosen (the overall and each aspect), the text
 * by the contract's own rule (its Japanese messages: length, characters). Empty when all is well.
 */
export function reviewProblems(values: ReviewFormValues, aspects: readonly ReviewAspect[]): ReviewFormProblems {
  const problems: ReviewFormProblems = {};
  if (values.overall === null) problems.overall = reviewFormMessages.form.starsRequired(m.overall);
  for (const aspect of aspects) {
    if (values.aspects[aspect] == null) problems[aspect] = reviewFormMessages.form.starsRequired(ReviewAspect.labels[aspect]);
  }
  const text = reviewTextInput.safeParse(values.text);
  if (!text.success) problems.text = text.error.issues[0]?.message ?? reviewFormMessages.form.textTooShort;
  return problems;
}

/** The body's review fields once the form has no problems (the stars are all chosen by then). */
export function reviewBody(values: ReviewFormValues, aspects: readonly ReviewAspect[], withPhotos: boolean) {
  const scores = Object.fromEntries(aspects.map((aspect) => [aspect, values.aspects[aspect] ?? 0])) as ReviewAspectsInput;
  return {
    overall: values.overall ?? 0,
    aspects: scores,
    text: values.text.trim(),
    ...(withPhotos ? { photoIds: values.photos.map((photo) => photo.id) } : {}),
  };
}

/**
 * The fields of an API refusal's details (400 validation: `aspects.value`, `text`, …) as the
 * form's problems, so that the message shows under its field and the typed text stays.
 */
export function problemsFromDetails(details: readonly { path: string; message: string }[] | undefined): ReviewFormProblems {
  const problems: ReviewFormProblems = {};
  for (const detail of details ?? []) {
    const field = detail.path.startsWith('aspects.') ? detail.path.slice('aspects.'.length) : detail.path;
    if (field === 'overall' || field === 'text' || (ReviewAspect.values as readonly string[]).includes(field)) {
      problems[field as keyof ReviewFormProblems] ??= detail.message;
    }
  }
  return problems;
}
