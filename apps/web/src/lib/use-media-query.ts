import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when that changes (e.g. a phone turns). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `md` breakpoint: below it, lists show stacked cards instead of tables. */
export const WIDE_SCREEN = '(min-width: 48rem)';
