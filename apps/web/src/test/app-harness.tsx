import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '../components/ui/toaster';

type Envelope = {
  status: number;
  body: { success: boolean; message: string; data?: unknown; errors?: unknown };
};

/**
 * The network as the page sees it: each request (method and path after /api) gets the envelope the
 * server would send. Requests the test did not expect fail the test.
 */
export function serveApi(routes: Record<string, Envelope | ((body: unknown) => Envelope)>) {
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url.replace(/^\/api/, '').split('?')[0]}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request ${key}`);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = typeof route === 'function' ? route(body) : route;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/**
 * Renders `ui` at `path` of a memory router, with a fresh query client and the app's toaster.
 * `path` may carry a query (`/admin/lists?page=2`): the page starts there.
 */
export function renderInApp(ui: ReactNode, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], element: ui },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
