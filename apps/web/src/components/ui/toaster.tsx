import { TOAST_MS } from '@lunch/contract';
import { Toaster as Sonner } from 'sonner';

/**
 * One toaster for the app: bottom right (at the bottom on phones), where it covers neither the
 * logo nor the page's header; 5 s by default (spec §9), closable.
 */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      duration={TOAST_MS}
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}
