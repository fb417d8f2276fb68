import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { setUnauthorizedHandler } from '../lib/api-client';
import { paths } from '../lib/paths';
import { queryClient } from '../lib/query-client';

/**
 * Layout for every route except the landing page: the query client, the toaster, and what
 * happens when a secure call answers 401 (the session ended): forget cached data, go to /login.
 */
export function Component() {
  const navigate = useNavigate();

  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.clear();
      navigate(paths.login, { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate]);

  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  );
}
