import { useEffect, useRef, useState } from 'react';
import { LogoMark } from '../components/logo';

/** Spec §9: every 50 ms the bar advances by a random step of up to 10 %. */
export const STARTUP_TICK_MS = 50;
export const STARTUP_MAX_STEP = 10;
/** Where the bar waits while the first page is still loading. */
const WAITING_AT = 95;

/**
 * The start-up progress screen (spec §2): the bar fills randomly while the first page loads,
 * jumps to 100 % as soon as it is `ready` (never waiting for the animation), and then hands over.
 */
export function StartupScreen({ ready, onDone }: { ready: boolean; onDone: () => void }) {
  const [progress, setProgress] = useState(0);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (ready) {
      setProgress(100);
      return;
    }
    const timer = window.setInterval(() => {
      setProgress((current) => Math.min(WAITING_AT, current + Math.random() * STARTUP_MAX_STEP));
    }, STARTUP_TICK_MS);
    return () => window.clearInterval(timer);
  }, [ready]);

  useEffect(() => {
    if (progress < 100) return;
    // Let the full bar paint (one frame) before the page takes over.
    const frame = window.requestAnimationFrame(() => done.current());
    return () => window.cancelAnimationFrame(frame);
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
