import type { ReactNode } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

export type StatCardProps = {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  loading?: boolean;
  /** Shown instead of the value when loading failed. */
  error?: string;
  hint?: ReactNode;
  className?: string;
};

export function StatCard({ label, value, icon, loading, error, hint, className }: StatCardProps) {
  return (
    <section
      aria-label={label}
      className={cn('flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-xs', className)}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-medium text-ink-soft">{label}</h2>
        {icon ? (
          <span className="rounded-lg bg-brand-50 p-2 text-brand-700" aria-hidden="true">
            {icon}
          </span>
        ) : null}
      </div>
      {loading ? (
        <Spinner label={`Loading ${label}`} />
      ) : error ? (
        <p className="text-sm text-danger-700">{error}</p>
      ) : (
        <p className="text-2xl font-bold tracking-tight text-ink tabular-nums">{value}</p>
      )}
      {hint ? <p className="text-sm text-ink-soft">{hint}</p> : null}
    </section>
  );
}
