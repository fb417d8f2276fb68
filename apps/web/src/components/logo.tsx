import { cn } from './ui/cn';

/** The product mark: a steaming bowl on a paprika tile, with the "Lunch" wordmark. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('size-9', className)} aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="#c2410c" />
      <path d="M14 34h36a18 18 0 0 1-36 0z" fill="#fff7ed" />
      <path
        d="M24 14c0 4-4 4-4 8M32 12c0 4-4 4-4 8M40 14c0 4-4 4-4 8"
        stroke="#fed7aa"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 text-xl font-extrabold tracking-tight text-ink',
        className,
      )}
    >
      <LogoMark className={markClassName} />
      <span>Lunch</span>
    </span>
  );
}
