import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '@/components/link';
import { toast } from 'react-toastify';
import { cx } from '@/lib/cx';
import { useSession } from '@/lib/session';
import { authMessages as m } from '../messages';
import { loadIdentity } from '../session/load-identity';

/** The signed-in user's menu: a button named by the user's name, with マイページ, 運営管理 (operators only) and ログアウト. */
export function UserMenu({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const isOperator = useSession().user?.roles.operator === true;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const signOut = async () => {
    setBusy(true);
    try {
      const identity = await loadIdentity();
      // Leave sign-in-only pages first, so they do not send a signed-out visitor to the sign-in dialog.
      if (location.pathname.startsWith('/mypage') || location.pathname.startsWith('/operator')) await navigate('/');
      await identity.signOut();
      toast.success(m.signedOut);
    } catch (error) {
      console.error(error);
      toast.error(m.signOutFailed);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  const initial = [...name.trim()][0] ?? '?';
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className={cx(
          'flex h-10 max-w-[11rem] items-center gap-2 rounded-full border py-1 pr-2 pl-1 text-sm sm:pr-3 font-bold transition-colors sm:max-w-[15rem]',
          open ? 'border-gold bg-raised' : 'border-line-strong hover:border-gold',
        )}
      >
        <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brown text-ink">
          {initial}
        </span>
        {/* On a phone the header also holds the bell: the name stays the button's accessible name, unseen. */}
        <span className="truncate max-sm:sr-only">{name}</span>
        <ChevronDown aria-hidden className={cx('size-4 shrink-0 text-ink-muted transition-transform', open && 'rotate-180')} />
      </button>
      {open && (
        <div
          id={menuId}
          role="group"
          aria-label={m.userMenu}
          className="absolute right-0 mt-2 w-56 overflow-hidden rounded-xl border border-line bg-surface py-1.5 shadow-lift"
        >
          <Link
            to="/mypage"
            onClick={() => setOpen(false)}
            className="flex items-center gap-3 px-4 py-2.5 text-sm text-ink transition-colors hover:bg-raised"
          >
            <UserRound className="size-4 text-gold" aria-hidden />
            {m.mypage}
          </Link>
          {isOperator && (
            <Link
              to="/operator"
              onClick={() => setOpen(false)}
              className="flex items-center gap-3 px-4 py-2.5 text-sm text-ink transition-colors hover:bg-raised"
            >
              <ShieldCheck className="size-4 text-gold" aria-hidden />
              {m.operatorArea}
            </Link>
          )}
          <button
            type="button"
            onClick={() => void signOut()}
            disabled={busy}
            className="flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm text-ink transition-colors hover:bg-raised disabled:opacity-60"
          >
            <LogOut className="size-4 text-ink-muted" aria-hidden />
            {m.logout}
          </button>
        </div>
      )}
    </div>
  );
}
