import { Heart } from 'lucide-react';
import { cx } from '@/lib/cx';

export const favoriteMessages = {
  add: 'お気に入りに追加',
  remove: 'お気に入りから削除',
};
export type FavoriteMessages = typeof favoriteMessages;

export interface FavoriteButtonProps {
  active: boolean;
  /** The change is being saved: the button stays focusable but ignores presses. */
  pending?: boolean;
  onToggle: () => void;
  /** `overlay`: a round icon button over a photo; `labelled`: icon and text, for a detail page. */
  variant?: 'overlay' | 'labelled';
  messages?: Partial<FavoriteMessages>;
  className?: string;
}

/** A heart toggle (presentational: the parent saves), gold when the listing is a favourite. */
export function FavoriteButton({
  active,
  pending = false,
  onToggle,
  variant = 'overlay',
  messages: overrides,
  className,
}: FavoriteButtonProps) {
  const messages = { ...favoriteMessages, ...overrides };
  const label = active ? messages.remove : messages.add;
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      aria-label={variant === 'overlay' ? label : undefined}
      title={variant === 'overlay' ? label : undefined}
      onClick={() => (pending ? undefined : onToggle())}
      className={cx(
        'inline-flex items-center justify-center gap-1.5 rounded-full border transition-[background-color,border-color,color,transform] duration-150 ease-(--ease-snappy) active:scale-95',
        variant === 'overlay' ? 'size-10 bg-canvas/70 backdrop-blur-sm' : 'h-10 px-4 text-sm font-bold',
        active ? 'border-gold/60 text-gold hover:text-gold-bright' : 'border-line text-ink-soft hover:border-gold hover:text-gold-bright',
        variant === 'labelled' && !active && 'bg-canvas/40',
        pending && 'cursor-progress opacity-60',
        className,
      )}
    >
      <Heart className={cx('size-5', pending && 'animate-pulse')} fill={active ? 'currentColor' : 'none'} aria-hidden />
      {variant === 'labelled' && <span>{label}</span>}
    </button>
  );
}
