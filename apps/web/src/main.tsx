import { reloadOnHistoryTraversal } from './app/navigation/reload-on-back';
import { mountApp } from './app/mount-app';
import { startSession } from './features/auth';
import './index.css';

// Before the router exists, so this listener runs first (spec §2: back forces a reload).
reloadOnHistoryTraversal();
// Whether and when the identity SDK loads: at idle for a browser with a session, on first use otherwise (ADR 0030).
startSession();

// The shell's own element, never a content element that took the id (ADR 0044).
const container = document.querySelector<HTMLElement>('body > div#root');
if (!container) throw new Error('#root is missing from index.html');

// Hydrates a server-rendered page, or renders the shell (ADR 0029).
void mountApp(container);
