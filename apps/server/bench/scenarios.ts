import type { Fixture } from './fixture.js';
import type { LoadJob, LoadResult } from './load.js';

/** What the benchmark drives, and the targets for each (decided on PostgreSQL). */
export type Target = { minShare?: number; maxP99Ms?: number; minRps?: number };
export type Scenario = {
  name: string;
  job: (fixture: Fixture) => Omit<LoadJob, 'url' | 'seconds' | 'connections'>;
  connections?: number;
  /** Targets on PostgreSQL (the issue's); PGlite must stay within 2× of PostgreSQL's share. */
  target: Target;
};

export const SCENARIOS: Scenario[] = [
  {
    name: 'GET /api/health',
    job: () => ({ method: 'GET', path: '/api/health', requests: [{}] }),
    target: { minShare: 0.8 },
  },
  {
    name: 'GET /api/food-menu (employee, health filter)',
    job: (f) => ({
      method: 'GET',
      path: '/api/food-menu?limit=10&page=1',
      requests: f.employeeTokens.map((token) => ({ token })),
    }),
    target: { minShare: 0.5, maxP99Ms: 25 },
  },
  {
    name: 'POST /api/orders (50 employees, one wallet)',
    job: (f) => ({
      method: 'POST',
      path: '/api/orders',
      // Each employee's orders are 50 requests apart: the orders in flight at once are 50 employees'.
      requests: [0, 1, 2].flatMap((k) =>
        f.employeeTokens.map((token, i) => ({
          token,
          body: {
            foodItems: [
              { food_menu: f.itemIds[(i + k) % f.itemIds.length], quantity: 1 },
              { food_menu: f.itemIds[(i + k + 7) % f.itemIds.length], quantity: 2 },
            ],
          },
        })),
      ),
    }),
    target: { minRps: 1000 },
  },
];

/** 'met (…)' or 'MISSED: …' for one scenario's result and share of the baseline. */
export function judge(scenario: Scenario, result: LoadResult, share: number): string {
  const { minShare, maxP99Ms, minRps } = scenario.target;
  const misses: string[] = [];
  if (minShare !== undefined && share < minShare) misses.push(`share < ${minShare * 100} %`);
  if (maxP99Ms !== undefined && result.p99 > maxP99Ms) misses.push(`p99 > ${maxP99Ms} ms`);
  if (minRps !== undefined && result.rps < minRps) misses.push(`< ${minRps} req/s`);
  const wanted = [
    minShare !== undefined ? `≥ ${minShare * 100} %` : '',
    maxP99Ms !== undefined ? `p99 ≤ ${maxP99Ms} ms` : '',
    minRps !== undefined ? `≥ ${minRps} req/s` : '',
  ].filter(Boolean);
  return misses.length === 0 ? `met (${wanted.join(', ')})` : `MISSED: ${misses.join(', ')}`;
}
