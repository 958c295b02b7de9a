import { linkify } from '@/lib/linkify';
import { cx } from '@/lib/cx';

/**
 * A text people typed, shown as text with its web addresses as links (never as HTML: React writes
 * every part as a text node). Links open in a new tab, carry no referrer and tell search engines
 * they were written by users (`ugc`, `nofollow`). Line breaks are kept by the caller's
 * `whitespace-pre-wrap`.
 */
export function LinkedText({ text, className, linkClassName }: { text: string; className?: string; linkClassName?: string }) {
  return (
    <span className={className}>
      {linkify(text).map((segment, i) =>
        segment.kind === 'link' ? (
          <a
            key={i}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className={cx('break-all underline decoration-1 underline-offset-2 hover:decoration-2', linkClassName)}
          >
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </span>
  );
}
