import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Column, DataTable } from './data-table';
import { Pagination } from './pagination';

type Dish = { id: string; name: string };
const dishes: Dish[] = Array.from({ length: 12 }, (_, i) => ({ id: `d${i + 1}`, name: `Dish ${i + 1}` }));
const columns: Column<Dish>[] = [{ key: 'name', header: 'Name' }];
const PAGE = 5;

/** A table of 12 dishes, 5 a page, as the admin lists page it. */
function PagedDishes({
  onPageChange,
  onOpen,
}: {
  onPageChange: (page: number) => void;
  onOpen: (d: Dish) => void;
}) {
  const [page, setPage] = useState(1);
  return (
    <>
      <DataTable
        caption="Dishes"
        columns={columns}
        rows={dishes.slice((page - 1) * PAGE, page * PAGE)}
        rowKey={(dish) => dish.id}
        emptyText="No dishes"
        onRowClick={onOpen}
        rowLabel={(dish) => `Open ${dish.name}`}
      />
      <Pagination
        page={page}
        total={dishes.length}
        pageSize={PAGE}
        onPageChange={(next) => {
          onPageChange(next);
          setPage(next);
        }}
        label="Dish pages"
      />
    </>
  );
}

const shownNames = () =>
  within(screen.getByRole('table', { name: 'Dishes' }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('data table with paging', () => {
  it('shows the first page, then the page asked for through Next and the page numbers', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<PagedDishes onPageChange={onPageChange} onOpen={vi.fn()} />);
    expect(shownNames()).toEqual(['Dish 1', 'Dish 2', 'Dish 3', 'Dish 4', 'Dish 5']);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(shownNames()).toEqual(['Dish 6', 'Dish 7', 'Dish 8', 'Dish 9', 'Dish 10']);

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    expect(shownNames()).toEqual(['Dish 11', 'Dish 12']);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens a row on click and on Enter', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<PagedDishes onPageChange={vi.fn()} onOpen={onOpen} />);
    await user.click(screen.getByRole('row', { name: 'Open Dish 2' }));
    expect(onOpen).toHaveBeenLastCalledWith(dishes[1]);
    screen.getByRole('row', { name: 'Open Dish 4' }).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(dishes[3]);
  });

  it('says when there is nothing, and offers Try again after an error', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(
      <DataTable
        caption="Dishes"
        columns={columns}
        rows={[]}
        rowKey={(d: Dish) => d.id}
        emptyText="No dishes"
      />,
    );
    expect(screen.getByText('No dishes')).toBeTruthy();
    rerender(
      <DataTable
        caption="Dishes"
        columns={columns}
        rows={undefined}
        rowKey={(d: Dish) => d.id}
        emptyText="No dishes"
        error="Could not load the dishes"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Could not load the dishes');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
