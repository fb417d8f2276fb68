import { describe, expect, it } from 'vitest';
import { pageCountOf, visiblePages } from './pagination';

describe('pagination', () => {
  it('counts pages, at least one', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(26, 5)).toBe(6);
  });

  it('shows every page when there are few', () => {
    expect(visiblePages(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows first, last and the neighbourhood of the current page with gaps', () => {
    expect(visiblePages(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(visiblePages(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(visiblePages(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
});
