/**
 * Navigation that works before the router is loaded. The landing page is served without React
 * Router (to keep its JavaScript small); its links call `navigateTo`, which hands over to the
 * router once it is there, or asks the app to load it and continue at the given path.
 */
type Navigate = (to: string) => void;

let current: Navigate | null = null;

export function setNavigator(navigate: Navigate | null): void {
  current = navigate;
}

export function navigateTo(to: string): void {
  if (current) current(to);
  else window.location.assign(to);
}

/** Starts downloading the router and the app shell (e.g. when a visitor points at a link). */
export const loadRouterModule = () => import('./router');
