import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FavoriteButton } from '@/components/ui/favorite-button';
import { useSession } from '@/lib/session';
import { useSignedInAction } from '@/lib/signed-in-action';
import { toast } from 'react-toastify';
import type { ListingTarget } from '../api/keys';
import { sharedListingMessages as m } from '../shared-messages';

/** The favourite call's code (and TanStack Query's mutations): a signed-in user's, fetched once (ADR 0030, fourth pass). */
const loadToggle = () => import('../api/update-favorite-status');

interface FavoriteToggleProps {
  target: ListingTarget;
  id: string;
  isFavorite: boolean | undefined;
  variant?: 'overlay' | 'labelled';
  className?: string;
}

/**
 * The heart of a listing, wherever it appears. A visitor gets the sign-in dialog over this page and
 * stays on it (spec §2, ADR 0035); a signed-in user toggles at once.
 */
export function FavoriteToggle({ target, id, isFavorite = false, variant = 'overlay', className }: FavoriteToggleProps) {
  const { authenticated } = useSession();
  const signedIn = useSignedInAction();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const active = authenticated && isFavorite;
  // Once the user is known to be signed in, the call's code comes ahead of the first press.
  useEffect(() => {
    if (authenticated) void loadToggle();
  }, [authenticated]);
  return (
    <FavoriteButton
      active={active}
      pending={pending}
      variant={variant}
      className={className}
      onToggle={() =>
        signedIn(() => {
          setPending(true);
          // From the listing's data, not `active`: a press right after hydration may come before this
          // component has seen the session.
          void loadToggle()
            .then(({ toggleFavorite }) => toggleFavorite(queryClient, target, { id, favorite: !isFavorite }))
            // The code could not be fetched (offline): nothing changed.
            .catch(() => toast.error(m.favoriteToggleFailed))
            .finally(() => setPending(false));
        })
      }
    />
  );
}
