import { reloadOnHistoryTraversal } from './app/navigation/reload-on-back';
import { mountApp } from './app/mount-app';
import { startSession } from './features/auth';
import './index.css';

// Before the router exists, so this listener runs first (spec §2: back forces a reload).
reloadOnHistoryTraversal();
// The identity SDK loads in parallel with the first page; the header waits for `ready`.
startSession();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Hydrates a server-rendered page, or renders the shell (ADR 0029).
void mountApp(container);
