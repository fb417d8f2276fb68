import { useEffect, useRef, useState } from 'react';
import { LogoMark } from '../components/logo';

/** Spec §9: every 50 ms the bar advances by a random step of up to 10 %. */
export const STARTUP_TICK_MS = 50;
export const STARTUP_MAX_STEP = 10;

export function StartupScreen({ onDone }: { onDone: () => void }) {
  const [progress, setProgress] = useState(0);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const timer = window.setInterval(() => {
      setProgress((current) => Math.min(100, current + Math.random() * STARTUP_MAX_STEP));
    }, STARTUP_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (progress < 100) return;
    // Let the full bar paint before the routes take over.
    const timer = window.setTimeout(() => done.current(), STARTUP_TICK_MS);
    return () => window.clearTimeout(timer);
  }, [progress]);

  const percent = Math.floor(progress);
  return (
    <div
      className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-cream-50 p-6"
      data-testid="startup"
    >
      <LogoMark className="size-16" />
      <p className="text-2xl font-extrabold tracking-tight text-ink">Lunch</p>
      <div
        role="progressbar"
        aria-label="Loading Lunch"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 w-64 max-w-full overflow-hidden rounded-full bg-cream-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${progress}%` }} />
      </div>
      <p className="text-sm text-ink-soft tabular-nums" aria-hidden="true">
        {percent}%
      </p>
    </div>
  );
}
