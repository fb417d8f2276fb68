import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; re-renders when that changes (e.g. a phone turns).
 * Where the environment cannot evaluate media queries (jsdom), it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const supported = typeof window.matchMedia === 'function';
  return useSyncExternalStore(
    (onChange) => {
      if (!supported) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (supported ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}

/** Tailwind's `md` breakpoint: below it, lists show stacked cards instead of tables. */
export const WIDE_SCREEN = '(min-width: 48rem)';
