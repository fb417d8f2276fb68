import { TOAST_MS } from '@lunch/contract';
import { Toaster as Sonner } from 'sonner';

/** One toaster for the app: top centre, 5 s by default (spec §9), closable. */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      duration={TOAST_MS}
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}
