import { useState, useSyncExternalStore } from 'react';
import { Check, Link2, Share2 } from 'lucide-react';
import { toast } from 'react-toastify';
import { shareButtonsMessages } from '../share-buttons-messages';
import { shareLinksOf } from '../share-links';

const names = {
  x: shareButtonsMessages.x,
  line: shareButtonsMessages.line,
  facebook: shareButtonsMessages.facebook,
  hatena: shareButtonsMessages.hatena,
} as const;
const marks = { x: 'X', line: 'LINE', facebook: 'f', hatena: 'B!' } as const;

const noop = () => () => undefined;
const browserOrigin = () => window.location.origin;
const serverOrigin = () => '';
const browserCanShare = () => typeof navigator.share === 'function';
const serverCannotShare = () => false;

const round =
  'inline-flex h-10 items-center gap-2 rounded-full border border-line-strong px-4 text-sm font-bold text-ink-soft transition-colors hover:border-gold hover:text-ink';

/**
 * Sharing without any third-party script: plain links to each service's share page, the device's
 * share sheet where the browser has one (Web Share API), and copying the address.
 */
export function ShareButtons({ path, title, heading = shareButtonsMessages.title }: { path: string; title: string; heading?: string }) {
  // The address is known only in the browser: the server (and hydration) render the section without links.
  const origin = useSyncExternalStore(noop, browserOrigin, serverOrigin);
  const url = `${origin}${path}`;
  // The device's share sheet, where the browser has one.
  const canShare = useSyncExternalStore(noop, browserCanShare, serverCannotShare);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(shareButtonsMessages.copied);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(shareButtonsMessages.copyFailed);
    }
  };

  if (!origin) return null;
  return (
    <section aria-labelledby="share-links-title" className="rounded-(--radius-card) border border-line bg-surface p-5">
      <h2 id="share-links-title" className="text-sm font-bold">
        {heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {shareLinksOf(url, title).map((link) => (
          <li key={link.service}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={round}>
              <span aria-hidden className="font-bold text-gold">
                {marks[link.service]}
              </span>
              <span className="max-sm:sr-only">{names[link.service]}</span>
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void copy()} className={round}>
            {copied ? <Check className="size-4 text-success" aria-hidden /> : <Link2 className="size-4" aria-hidden />}
            {shareButtonsMessages.copy}
          </button>
        </li>
        {canShare && (
          <li>
            <button type="button" onClick={() => void navigator.share({ title, url }).catch(() => undefined)} className={round}>
              <Share2 className="size-4" aria-hidden />
              {shareButtonsMessages.native}
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}
