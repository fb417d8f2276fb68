import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { Logo } from '../../../components/logo';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { initialsOf, useMe } from '../../../lib/use-me';
import { type AreaDefinition, type AreaMenuItem, type MenuCount, menuOf } from './area-definition';

function UserBadge() {
  const me = useMe();
  if (me.isPending) return <Spinner size="sm" label="Loading account" />;
  if (!me.data) return null;
  return (
    <div className="flex min-w-0 items-center gap-2" data-testid="signed-in-user">
      <span className="hidden max-w-48 truncate text-sm font-medium text-ink sm:inline">{me.data.name}</span>
      <span
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
        title={me.data.name}
        role="img"
        aria-label={`Signed in as ${me.data.name}`}
      >
        {initialsOf(me.data.name)}
      </span>
    </div>
  );
}

type MenuLinkProps = { item: AreaMenuItem; onNavigate?: () => void };

/**
 * One entry of the side menu; with a `count`, a badge beside the label, and the link is named with
 * it ("Issues, 3 open": one name in every browser, the badge itself hidden from assistive technology).
 */
function MenuLink({ item, onNavigate, count = null }: MenuLinkProps & { count?: MenuCount }) {
  return (
    <NavLink
      to={item.to}
      onClick={onNavigate}
      aria-label={count ? `${item.label}, ${count.spoken}` : undefined}
      className={({ isActive }) =>
        cn(
          'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
          isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-cream-100',
        )
      }
    >
      {({ isActive }) => (
        <>
          <item.icon className="size-5 shrink-0" aria-hidden="true" />
          {item.label}
          {/* The label and the number read "Issues 3" as text: the link's name starts with both. */}
          {count ? ' ' : null}
          {count ? (
            <span
              aria-hidden="true"
              className={cn(
                'ml-auto min-w-6 rounded-full px-2 py-0.5 text-center text-xs font-bold tabular-nums',
                isActive ? 'bg-white text-brand-800' : 'bg-danger-700 text-white',
              )}
            >
              {count.shown}
            </span>
          ) : null}
        </>
      )}
    </NavLink>
  );
}

/** An entry whose page counts something (the admin's open issues): its hook runs while it is shown. */
function CountedMenuLink({ useCount, ...props }: MenuLinkProps & { useCount: () => MenuCount }) {
  return <MenuLink {...props} count={useCount()} />;
}

/** The area's menu; a company member's, only the pages their role may open. */
function SideMenu({ area, onNavigate }: { area: AreaDefinition; onNavigate?: () => void }) {
  const items = menuOf(area, useMe().data?.company_role);
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.to}>
          {item.useCount ? (
            <CountedMenuLink item={item} onNavigate={onNavigate} useCount={item.useCount} />
          ) : (
            <MenuLink item={item} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * An area's frame: fixed top bar (menu button on phones, wordmark, signed-in name and initials),
 * side menu (a drawer on phones), and the page in `<main>`.
 */
export function AreaLayout({ area }: { area: AreaDefinition }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const navigation = useNavigation();
  const drawerId = useId();
  const menuLabel = `${area.title} menu`;

  // A page change closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new location
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="min-h-dvh bg-cream-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      <header className="print:hidden fixed inset-x-0 top-0 z-30 flex h-16 items-center gap-3 border-b border-line bg-white/95 px-4 backdrop-blur lg:px-6">
        <button
          type="button"
          className="-ml-1 inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-cream-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={drawerId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </button>
        <Link to={paths.home} aria-label="Lunch home" className="shrink-0">
          <Logo markClassName="size-8" />
        </Link>
        <span className="hidden text-sm text-ink-soft md:inline">{area.title}</span>
        <div className="ml-auto flex items-center gap-3">
          {navigation.state === 'loading' ? <Spinner size="sm" label="Loading page" /> : null}
          <UserBadge />
        </div>
      </header>

      <nav
        aria-label={menuLabel}
        className="print:hidden fixed top-16 bottom-0 left-0 z-20 hidden w-64 overflow-y-auto border-r border-line bg-white p-4 lg:block"
      >
        <SideMenu area={area} />
      </nav>

      {menuOpen ? (
        <>
          <button
            type="button"
            aria-label="Close menu"
            tabIndex={-1}
            className="fixed inset-0 top-16 z-30 bg-ink/40 lg:hidden"
            onClick={() => setMenuOpen(false)}
          />
          <nav
            id={drawerId}
            aria-label={menuLabel}
            className="fixed top-16 bottom-0 left-0 z-40 w-72 max-w-[85vw] overflow-y-auto border-r border-line bg-white p-4 shadow-xl animate-fade-in lg:hidden"
          >
            <SideMenu area={area} onNavigate={() => setMenuOpen(false)} />
          </nav>
        </>
      ) : null}

      <main
        id="main"
        tabIndex={-1}
        className="px-4 pt-20 pb-10 focus:outline-none lg:ml-64 lg:px-8 lg:pt-24 print:m-0 print:p-0"
      >
        <Outlet />
      </main>
    </div>
  );
}
