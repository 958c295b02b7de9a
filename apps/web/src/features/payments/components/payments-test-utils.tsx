import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';

/** Renders with a query client and answers every API call with `answer` (fetch is watched). */
export function renderWithApi(ui: ReactElement, answer: (path: string, body: unknown) => Response | Promise<Response>) {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    return answer(path, JSON.parse(String(init?.body)));
  });
  const view = render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
  return { fetch, view };
}

export const envelope = (status: number, code: string, message: string, details?: { path: string; message: string }[]) =>
  Response.json({ error: { code, message, ...(details ? { details } : {}) } }, { status });
