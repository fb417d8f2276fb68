import type { Page, PageQuery } from '@lunch/contract';

type Paging = Pick<PageQuery, 'limit' | 'page' | 'lastId'>;

/** Rows to skip: by page number, or none when paging by key (`lastId`: items older than that id). */
export const offsetOf = (paging: Paging) => (paging.lastId ? 0 : (paging.page - 1) * paging.limit);

/** The list envelope; `lastId` is the key for the next page, null when this page is the last. */
export function pageResult<T extends { id: string }>(list: T[], total: number, paging: Paging): Page<T> {
  return {
    list,
    total,
    page: paging.page,
    limit: paging.limit,
    lastId: list.length === paging.limit ? (list.at(-1)?.id ?? null) : null,
  };
}
