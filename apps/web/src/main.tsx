import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { reloadOnHistoryTraversal } from './app/navigation/reload-on-back';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { startSession } from './features/auth';
import './index.css';

// Before the router exists, so this listener runs first (spec §2: back forces a reload).
reloadOnHistoryTraversal();
// The identity SDK loads in parallel with the first page; the header waits for `ready`.
startSession();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
