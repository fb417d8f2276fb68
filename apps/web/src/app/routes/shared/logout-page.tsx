import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { logout } from '../../../features/auth/api/logout';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { clearStored } from '../../../lib/storage';

/** `/<area>/logout`: a Log out button that ends the session, clears local storage and goes home. */
export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const onLogout = async () => {
    setBusy(true);
    try {
      await logout();
    } catch (error) {
      // A session that already ended is as good as logged out; anything else is worth saying.
      if (!(error instanceof ApiError && error.status === 401)) {
        toast.error(errorMessage(error, 'Could not log out. Please try again.'));
        setBusy(false);
        return;
      }
    }
    clearStored();
    await navigate(paths.home, { replace: true });
    // Forget the account's cached data once the area (and its queries) has gone.
    queryClient.clear();
  };

  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-5 rounded-2xl border border-line bg-white p-8 text-center shadow-xs">
      <title>Log out · Lunch</title>
      <span className="rounded-full bg-brand-50 p-4 text-brand-700" aria-hidden="true">
        <LogOut className="size-8" />
      </span>
      <h1 className="text-2xl font-bold">Log out</h1>
      <p className="text-ink-soft">You will need to sign in again to order or manage lunch.</p>
      <Button size="lg" onClick={onLogout} loading={busy} loadingText="Logging out...">
        Log out
      </Button>
    </section>
  );
}
