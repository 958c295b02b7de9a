import { useLocation, useNavigate } from 'react-router';
import { loginUrlFor } from './login-redirect';
import { whenSessionKnown } from './session';

/**
 * A press that needs a signed-in user (a heart, 運営に通報する, a question to the host): it runs
 * for a signed-in user and sends a visitor to sign in and back (spec §2). It asks the session
 * store, not the rendered session: right after a server-rendered page hydrates, a returning user's
 * session is still being checked, and a press then waits for the check instead of taking the user
 * for a visitor.
 */
export function useSignedInAction(): (action: () => void, back?: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (action, back = `${location.pathname}${location.search}`) => {
    void whenSessionKnown().then((session) => {
      if (session.authenticated) action();
      else void navigate(loginUrlFor(back));
    });
  };
}
