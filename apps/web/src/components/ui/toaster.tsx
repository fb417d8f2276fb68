import { TOAST_MS } from '@lunch/contract';
import { useEffect } from 'react';
import { Toaster as Sonner, toast, useSonner } from 'sonner';

/** How many toasts show at once: a new one replaces the one before instead of piling up. */
export const TOASTS_SHOWN = 1;

/** Dismisses every toast but the newest (`useSonner` lists them newest first). */
function useNewestOnly() {
  const { toasts } = useSonner();
  useEffect(() => {
    for (const older of toasts.slice(TOASTS_SHOWN)) toast.dismiss(older.id);
  }, [toasts]);
}

/**
 * One toaster for the app: bottom right (at the bottom on phones), where it covers neither the
 * logo nor the page's header; 5 s by default (spec §9), closable. One toast at a time: a new one
 * (success or error) replaces the one showing, so toasts never pile up across screens; each is
 * still read out by the toaster's live region as it appears.
 */
export function Toaster() {
  useNewestOnly();
  return (
    <Sonner
      position="bottom-right"
      duration={TOAST_MS}
      visibleToasts={TOASTS_SHOWN}
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}
