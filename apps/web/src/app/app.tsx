import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { setNavigator, setRouterPreload } from '../lib/navigation';
import { paths } from '../lib/paths';
import { StartupScreen } from './startup-screen';

/**
 * A component loaded on demand that, once its code is there, renders at once: React's `lazy` shows
 * the Suspense fallback for a frame even then, and that frame, right after the start-up screen,
 * would be the first paint (with nothing for the keyboard to reach).
 */
function onDemand(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | null = null;
  const loadOnce = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  return {
    load: loadOnce,
    Component: () => {
      // Chosen once, when mounted: switching later from Lazy to the loaded component would remount it.
      const [Loaded] = useState(() => loaded);
      return Loaded ? <Loaded /> : <Lazy />;
    },
  };
}

const landing = onDemand(() => import('./routes/public/landing').then((module) => module.Component));

const loadRouterModule = () => import('./router');
setRouterPreload(() => void loadRouterModule());

/** The router app, loaded on demand: straight away on any page but the landing page. */
const routerApp = onDemand(() => loadRouterModule().then((module) => module.RouterApp));

function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <span className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}

type Mode = 'landing' | 'router';

/**
 * Resolves when the first page can show: on the landing page its code; anywhere else the router
 * with the page's code and the data its loaders wait for (the router starts loading them as soon
 * as its module runs). A failure counts as ready: the page's error screen shows it.
 */
async function firstPageReady(mode: Mode): Promise<void> {
  if (mode === 'landing') {
    await landing.load();
    return;
  }
  const [{ router }] = await Promise.all([loadRouterModule(), routerApp.load()]);
  if (router.state.initialized && router.state.navigation.state === 'idle') return;
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized || state.navigation.state !== 'idle') return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Start-up: the progress screen (spec §2) runs while the first page's code and data load in
 * parallel, and fills to 100 % as soon as they are there; then the page appears. On the landing
 * page the routes are the landing page alone, without React Router; its first link click (or a
 * visit to any other path) loads the router, which from then on owns every URL, "/" included.
 */
export function App() {
  const [mode, setMode] = useState<Mode>(() =>
    window.location.pathname === paths.home ? 'landing' : 'router',
  );
  const [ready, setReady] = useState(false);
  const [started, setStarted] = useState(false);

  // Only the first page is waited for; later mode changes show the Suspense fallback instead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the first page
  useEffect(() => {
    let live = true;
    void firstPageReady(mode)
      .catch(() => undefined)
      .then(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (mode === 'router') {
      void loadRouterModule().then(({ router }) => setNavigator((to) => void router.navigate(to)));
      return;
    }
    setNavigator((to) => {
      window.history.pushState(null, '', to);
      setMode('router');
      // A pointer on a link preloads the router; if it already ran, it read "/" when it was created
      // and does not see pushState, so it is sent on to the same place.
      void loadRouterModule().then(({ router }) => {
        const { pathname, search, hash } = router.state.location;
        if (`${pathname}${search}${hash}` !== to) void router.navigate(to, { replace: true });
      });
    });
  }, [mode]);

  useEffect(() => () => setNavigator(null), []);

  if (!started) return <StartupScreen ready={ready} onDone={() => setStarted(true)} />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {mode === 'landing' ? <landing.Component /> : <routerApp.Component />}
    </Suspense>
  );
}
