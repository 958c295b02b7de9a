import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import { queryClient } from '@/lib/query-client';

/** TanStack Query with spec §9's defaults, and the toasts of spec §2 (bottom-left, newest first, 3 s). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastContainer position="bottom-left" newestOnTop autoClose={3000} theme="dark" />
    </QueryClientProvider>
  );
}
