import { useLocation, useNavigate } from 'react-router';
import { FavoriteButton } from '@/components/ui/favorite-button';
import { loginUrlFor } from '@/lib/login-redirect';
import { useSession } from '@/lib/session';
import type { ListingTarget } from '../api/keys';
import { useUpdateFavoriteStatus } from '../api/update-favorite-status';

interface FavoriteToggleProps {
  target: ListingTarget;
  id: string;
  isFavorite: boolean | undefined;
  variant?: 'overlay' | 'labelled';
  className?: string;
}

/**
 * The heart of a listing, wherever it appears. A visitor is sent to sign in and comes back to this
 * page (spec §2: `/?login=true&loginRedirectTo=<path+query>`); a signed-in user toggles at once.
 */
export function FavoriteToggle({ target, id, isFavorite = false, variant = 'overlay', className }: FavoriteToggleProps) {
  const { authenticated } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const update = useUpdateFavoriteStatus(target);
  const active = authenticated && isFavorite;
  return (
    <FavoriteButton
      active={active}
      pending={update.isPending}
      variant={variant}
      className={className}
      onToggle={() => {
        if (!authenticated) {
          void navigate(loginUrlFor(location.pathname + location.search));
          return;
        }
        update.mutate({ id, favorite: !active });
      }}
    />
  );
}
