import { UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../components/ui/cn';

/**
 * A menu item's picture, or a placeholder when it has none (or it fails to load). Loaded when it
 * nears the screen, unless `eager` (a picture on screen at once: it is the page's largest paint).
 */
export function MenuImage({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string | null;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span
        role="img"
        aria-label={`${alt} (no picture)`}
        className={cn('flex items-center justify-center bg-cream-100 text-ink-faint', className)}
      >
        <UtensilsCrossed className="size-1/3 max-h-10 max-w-10" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      onError={() => setFailed(true)}
      className={cn('object-cover', className)}
    />
  );
}
