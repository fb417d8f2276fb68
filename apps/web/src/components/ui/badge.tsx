import type { ReactNode } from 'react';
import { cn } from './cn';

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'warning' | 'info' | 'brand';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-cream-100 text-ink ring-line-strong',
  success: 'bg-success-50 text-success-800 ring-success-700/30',
  danger: 'bg-danger-50 text-danger-800 ring-danger-700/30',
  warning: 'bg-warning-50 text-warning-800 ring-warning-700/30',
  info: 'bg-info-50 text-info-800 ring-info-700/30',
  brand: 'bg-brand-50 text-brand-800 ring-brand-700/30',
};

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
