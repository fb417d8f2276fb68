import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateTo, preloadRouter } from '../lib/navigation';

/**
 * A link for pages that render without React Router (the landing page): a real `<a href>` that
 * navigates inside the app on a plain click and starts loading the app when pointed at.
 */
export function AppLink({
  href,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      rest.target
    ) {
      return;
    }
    event.preventDefault();
    navigateTo(href);
  };
  return (
    <a href={href} onClick={handleClick} onPointerEnter={preloadRouter} onFocus={preloadRouter} {...rest} />
  );
}
