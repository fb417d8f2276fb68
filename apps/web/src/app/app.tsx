import { lazy, Suspense, useEffect, useState } from 'react';
import { setNavigator, setRouterPreload } from '../lib/navigation';
import { paths } from '../lib/paths';
import { StartupScreen } from './startup-screen';

const Landing = lazy(() =>
  import('./routes/public/landing').then((module) => ({ default: module.Component })),
);

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
 * Start-up: the progress screen fills to 100 % (spec §2), then the routes appear. On the landing
 * page the routes are the landing page alone, without React Router; its first link click (or a
 * visit to any other path) loads the router, which from then on owns every URL, "/" included.
 */
export function App() {
  const [started, setStarted] = useState(false);
  const [mode, setMode] = useState<Mode>(() =>
    window.location.pathname === paths.home ? 'landing' : 'router',
  );

  useEffect(() => {
    if (mode === 'router') {
      // Start fetching the first page's code while the progress bar runs.
      void loadRouterModule().then(({ router }) => setNavigator((to) => void router.navigate(to)));
      return;
    }
    setNavigator((to) => {
      window.history.pushState(null, '', to);
      setMode('router');
    });
  }, [mode]);

  useEffect(() => () => setNavigator(null), []);

  if (!started) return <StartupScreen onDone={() => setStarted(true)} />;
  return (
    <Suspense fallback={<FullPageSpinner />}>{mode === 'landing' ? <Landing /> : <RouterApp />}</Suspense>
  );
}
