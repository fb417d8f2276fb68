import type { MenuItem, Page } from '@lunch/contract';

/** Pages kept per process; past this the oldest kept page goes. */
const MAX_PAGES = 5_000;

type Kept = { version: string; page: Page<MenuItem>; until: number };

/**
 * Menu pages this process has just shown employees, each kept with the menu version it was read
 * at (SignedInAccount.menuVersion: the menu's version and the employee's own, both raised by
 * triggers in the transaction of every write they stand for, migration 0011). A page is answered
 * again only to the same employee, for the same search, while both versions are unchanged, which
 * the session lookup of that very request says, on whichever server process it runs. A page with
 * a dish under a daily limit is never kept: its portions left change with every order. A page is
 * kept no later than `until`, the next instant the clock alone changes it (a restaurant's order
 * cut-off on the day browsed, domain/restaurants/offering.ts; the first open day moving). A kept
 * page is frozen, all through: nothing changes it, so the response serializer writes it once.
 *
 * A per-process service on the context (`ctx.menuPages`), created by context.ts.
 */
export class MenuPageCache {
  private readonly pages = new Map<string, Kept>();

  get(employeeId: string, search: object, version: string, now: Date): Page<MenuItem> | undefined {
    const key = keyOf(employeeId, search);
    const kept = this.pages.get(key);
    if (!kept) return undefined;
    if (kept.version === version && now.getTime() < kept.until) return kept.page;
    this.pages.delete(key);
    return undefined;
  }

  /** Keeps a page until `until` (null: until the versions change). */
  set(employeeId: string, search: object, version: string, page: Page<MenuItem>, until: Date | null) {
    if (page.list.some((item) => item.daily_limit !== null)) return;
    const key = keyOf(employeeId, search);
    this.pages.delete(key);
    this.pages.set(key, {
      version,
      page: deepFreeze(page),
      until: until === null ? Number.POSITIVE_INFINITY : until.getTime(),
    });
    if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
  }

  /** Forgets every kept page (the app is closing). */
  stop() {
    this.pages.clear();
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

const keyOf = (employeeId: string, search: object) => `${employeeId} ${JSON.stringify(search)}`;
