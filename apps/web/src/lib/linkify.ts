/**
 * Finding web addresses in a message people typed, so they can be shown as links without ever
 * rendering the text as HTML (issue 12: messages are plain text, URLs become text links).
 *
 * Only `http://` and `https://` addresses count: anything else (`javascript:`, `data:`, a bare
 * `example.com`) stays text, so a link can only ever lead to a web page. An address is made of the
 * ASCII characters RFC 3986 allows; Japanese text right after it (`…/faqです`) ends it, and so do
 * closing punctuation and a bracket that was not opened inside it (`（https://a.jp/x）`).
 */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const candidate = /https?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+/g;
/** Characters that end a sentence rather than an address when they come last. */
const trailing = /[.,;:!?'"*]$/;
const pairs: Record<string, string> = { ')': '(', ']': '[' };

function trimAddress(raw: string): string {
  let address = raw;
  for (;;) {
    const last = address.at(-1) ?? '';
    if (trailing.test(last)) {
      address = address.slice(0, -1);
      continue;
    }
    const opener = pairs[last];
    if (opener && count(address, last) > count(address, opener)) {
      address = address.slice(0, -1);
      continue;
    }
    return address;
  }
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** A parsable address with a host: `https://` alone, or `http://:80`, stays text. */
function isWebAddress(address: string): boolean {
  try {
    const url = new URL(address);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The text cut into plain runs and links, in order; joined back, the segments give the text again. */
export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let rest = 0;
  for (const match of text.matchAll(candidate)) {
    const address = trimAddress(match[0]);
    if (!isWebAddress(address)) continue;
    const start = match.index;
    if (start > rest) segments.push({ kind: 'text', text: text.slice(rest, start) });
    segments.push({ kind: 'link', text: address, href: address });
    rest = start + address.length;
  }
  if (rest < text.length) segments.push({ kind: 'text', text: text.slice(rest) });
  return segments;
}
