/**
 * Navigation that works before the router is loaded. The landing page is served without React
 * Router (to keep its JavaScript small); its links call `navigateTo`, which hands over to the
 * router once it is there, or asks the app to load it and continue at the given path. The app
 * shell registers both the navigator and how to preload the router, so nothing here imports the
 * router (which would close a loop through the landing page back to this file).
 */
type Navigate = (to: string) => void;

let current: Navigate | null = null;
let preload: () => void = () => {};

export function setNavigator(navigate: Navigate | null): void {
  current = navigate;
}

export function setRouterPreload(load: () => void): void {
  preload = load;
}

export function navigateTo(to: string): void {
  if (current) current(to);
  else window.location.assign(to);
}

/** Starts downloading the router and the app shell (e.g. when a visitor points at a link). */
export function preloadRouter(): void {
  preload();
}
