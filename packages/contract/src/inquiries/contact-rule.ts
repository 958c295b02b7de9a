import { hasContactDetails, maskContactDetails } from './contact-masking.js';

/**
 * The one contact rule for the free texts that cross from one user to another (ADR 0043), built on the
 * detector of contact-masking.ts. A text someone edits in a form that others read as a page (a listing's
 * title, description, access, plans) is refused with a message of its field, so the writer learns why
 * and rewrites it; a name is refused in the name rules (name-rules.ts); a text sent to the other side
 * (a message, a cancellation's reason) or published (a review, a host's reply) is masked when stored.
 */

/** Why a listing's text was refused: the field, and where contact details belong instead. */
export function listingContactMessage(label: string): string {
  return `${label}に電話番号やメールアドレスは書けません。連絡は予約確定後のメッセージでお願いします。`;
}

/**
 * The zod refinement of a listing's free text (`.superRefine(refuseContactDetails('紹介文'))`): the
 * API answers 400 VALIDATION_FAILED with the field's message, and the web's form shows it before sending.
 */
export function refuseContactDetails(label: string) {
  return (value: string, ctx: { addIssue: (issue: { code: 'custom'; message: string }) => void }): void => {
    if (hasContactDetails(value)) ctx.addIssue({ code: 'custom', message: listingContactMessage(label) });
  };
}

/**
 * A name as another user reads it, in a thread, a mail, a reservation or a review. Names are refused
 * with contact details since ADR 0043; one stored before that rule is shown masked, never as written.
 */
export function shownName(name: string): string {
  return maskContactDetails(name).text;
}
