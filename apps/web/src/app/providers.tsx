import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { ToastContainer } from '@/lib/toast-on-demand';

/**
 * TanStack Query with spec §9's defaults, and the toasts of spec §2 (bottom-left, newest first,
 * 3 s): their package loads with the first toast (ADR 0030), on the server and in the browser alike.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastContainer position="bottom-left" newestOnTop autoClose={3000} theme="dark" />
    </QueryClientProvider>
  );
}
