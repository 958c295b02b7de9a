/**
 * The contact rule (ADR 0025, ADR 0042): hides phone numbers, email addresses, URLs and
 * messenger ids in a text written before a reservation is approved, as the large marketplaces do
 * to keep bookings and payments on the platform. The API applies it where a text is stored (the
 * original is never kept); the web runs the same function to warn while the text is typed.
 *
 * The text is first folded to a plain copy (contact-normalize.ts: NFKC, invisible characters
 * out, every script's digits to ASCII, every space and dash to one form), read twice — as it
 * is, and with look-alike letters beside digits read as digits (`O9O-l234-5678`) — and every
 * match is masked in the writer's own text, which otherwise stays as written.
 *
 * Not chased, on purpose (ADR 0042): numbers in kanji or kana (〇九〇, ゼロキュウゼロ) and
 * spelled-out 「アット」「ドット」/ "at" "dot": the mask stops casual sharing, not a determined
 * person, and chasing words would hide ordinary sentences; operators can read a reported thread.
 */
import { findEmails, findLinks } from './contact-links.js';
import { foldLookalikes, normalizeForDetection } from './contact-normalize.js';
import { findPhones, isPhoneSeparator, type Span } from './contact-phone.js';

export const MASKED_PHONE = '［電話番号は非表示］';
export const MASKED_EMAIL = '［メールアドレスは非表示］';
/** A URL, a messenger link (wa.me, line.me, t.me…) or a messenger id (LINE ID: …). */
export const MASKED_LINK = '［URL・IDは非表示］';

/** The notice beside a masked message and above the message box while masking applies. */
export const CONTACT_MASKING_NOTICE =
  '予約が確定するまで、メッセージ内の電話番号・メールアドレス・URL・SNSのIDは自動的に非表示になります。連絡先は予約確定後にお伝えください。';

export interface MaskResult {
  text: string;
  /** True when something was hidden. */
  masked: boolean;
}

export interface MaskOptions {
  /**
   * What the same writer wrote just before in the same thread (their previous message, or the
   * last few joined by line breaks): a number split across messages (`090-1234` then `5678`) is
   * read whole and its part in this text is masked. Only the writer's own messages: the other
   * person cannot complete a number they do not know, and their replies between the parts must
   * not break the chain (ADR 0042).
   */
  previous?: string;
}

type Kind = 'phone' | 'email' | 'link';
interface KindSpan extends Span {
  kind: Kind;
}

const MARKER: Readonly<Record<Kind, string>> = { phone: MASKED_PHONE, email: MASKED_EMAIL, link: MASKED_LINK };

/** Every contact of the text, as spans of the original text (overlapping, unsorted). */
function detect(text: string): KindSpan[] {
  const normalized = normalizeForDetection(text);
  const folded = foldLookalikes(normalized.text, isPhoneSeparator);
  const found: KindSpan[] = [
    ...findPhones(normalized.text).map((s) => ({ ...s, kind: 'phone' as const })),
    ...(folded === normalized.text ? [] : findPhones(folded).map((s) => ({ ...s, kind: 'phone' as const }))),
    ...findEmails(normalized.text).map((s) => ({ ...s, kind: 'email' as const })),
    ...findLinks(normalized.text).map((s) => ({ ...s, kind: 'link' as const })),
  ];
  return found
    .filter((s) => s.end > s.start)
    .map((s) => ({ kind: s.kind, start: normalized.starts[s.start]!, end: normalized.ends[s.end - 1]! }));
}

/** Overlapping spans as one; the longest names the marker (a phone number inside a wa.me link is a link). */
function merge(spans: KindSpan[]): KindSpan[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: (KindSpan & { longest: number })[] = [];
  for (const s of sorted) {
    const last = merged[merged.length - 1];
    if (last && s.start < last.end) {
      if (s.end - s.start > last.longest) {
        last.kind = s.kind;
        last.longest = s.end - s.start;
      }
      last.end = Math.max(last.end, s.end);
    } else {
      merged.push({ ...s, longest: s.end - s.start });
    }
  }
  return merged;
}

/** The spans of `text`, including those of a contact that starts in `previous` and ends here. */
function spansOf(text: string, previous: string | undefined): KindSpan[] {
  const own = detect(text);
  if (!previous) return own;
  const offset = previous.length + 1;
  const across = detect(`${previous}\n${text}`)
    .filter((s) => s.end > offset)
    .map((s) => ({ kind: s.kind, start: Math.max(s.start, offset) - offset, end: s.end - offset }));
  return [...own, ...across];
}

/** The text with every phone number, email address, URL and messenger id replaced by a marker. */
export function maskContactDetails(text: string, options: MaskOptions = {}): MaskResult {
  const spans = merge(spansOf(text, options.previous));
  if (spans.length === 0) return { text, masked: false };
  let out = '';
  let at = 0;
  for (const s of spans) {
    out += text.slice(at, s.start) + MARKER[s.kind];
    at = s.end;
  }
  return { text: out + text.slice(at), masked: true };
}

/** Whether the text holds a phone number, an email address or another contact the mask would hide. */
export function hasContactDetails(text: string): boolean {
  return detect(text).length > 0;
}
