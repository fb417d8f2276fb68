import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from '../../../components/ui/data-table';
import { order } from '../../../test/fixtures';
import { orderColumns } from './order-columns';

/* Issue 29: the admin's orders mark a late order and name its rider. */

describe('admin order columns', () => {
  it('marks an order late until it is delivered, and names its rider once dispatched', () => {
    const late = order({
      id: '0195a3c2-7b1e-7c3d-9f00-0000000000a1',
      status: 'OUT_FOR_DELIVERY',
      delivery: { ...order().delivery, delivered_at: null, rider: { first_name: 'Musa' }, late: true },
    });
    const deliveredLate = order({
      id: '0195a3c2-7b1e-7c3d-9f00-0000000000a2',
      delivery: { ...order().delivery, late: true },
    });
    const onTime = order({ id: '0195a3c2-7b1e-7c3d-9f00-0000000000a3', status: 'CONFIRMED' });
    render(
      <DataTable
        caption="Orders"
        columns={orderColumns({ changing: undefined, onChangeStatus: () => undefined })}
        rows={[late, deliveredLate, onTime]}
        rowKey={(row) => row.id}
        emptyText="None"
      />,
    );
    const [first, second, third] = screen.getAllByRole('row').slice(1);
    expect(within(first!).getByText('Late')).toBeTruthy();
    expect(within(first!).getByText('Rider: Musa')).toBeTruthy();
    expect(within(second!).queryByText('Late')).toBeNull();
    expect(within(third!).queryByText('Late')).toBeNull();
    expect(within(third!).queryByText(/Rider:/)).toBeNull();
  });
});
