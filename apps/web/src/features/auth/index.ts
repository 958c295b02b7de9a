/**
 * What the rest of the app may use from the auth feature at start-up. The identity SDK and the
 * dialog stay in lazy chunks: nothing here imports them statically (ADR 0030: loaded on first use).
 */
export { AuthControls } from './components/auth-controls';
export { LoginDialogHost } from './components/login-dialog-host';
export { checkSession, loadIdentity, startSession } from './session/load-identity';
export { sessionStore, useSession, whenSessionReady, type Session } from '@/lib/session';
