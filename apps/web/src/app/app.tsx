import { lazy, Suspense, useEffect, useState } from 'react';
import { setNavigator, setRouterPreload } from '../lib/navigation';
import { paths } from '../lib/paths';
import { StartupScreen } from './startup-screen';

const loadLanding = () => import('./routes/public/landing');
const Landing = lazy(() => loadLanding().then((module) => ({ default: module.Component })));

const loadRouterModule = () => import('./router');
setRouterPreload(() => void loadRouterModule());

/** The router app, loaded on demand: straight away on any page but the landing page. */
const RouterApp = lazy(() => loadRouterModule().then((module) => ({ default: module.RouterApp })));

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
    await loadLanding();
    return;
  }
  const { router } = await loadRouterModule();
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
    });
  }, [mode]);

  useEffect(() => () => setNavigator(null), []);

  if (!started) return <StartupScreen ready={ready} onDone={() => setStarted(true)} />;
  return (
    <Suspense fallback={<FullPageSpinner />}>{mode === 'landing' ? <Landing /> : <RouterApp />}</Suspense>
  );
}
