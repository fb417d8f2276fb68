import type { Issue } from '@lunch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { Component as IssuesPage } from './issues';

/* Issue 29: the platform admin's Issues screen, open and resolved problems, and resolving one. */

const LATE = '0195a3c2-7b1e-7c3d-9f00-00000000e001';
const MISSING = '0195a3c2-7b1e-7c3d-9f00-00000000e002';

const issue = (change: Partial<Issue> = {}): Issue => ({
  id: MISSING,
  order_id: '0195a3c2-7b1e-7c3d-9f00-0000000000a1',
  order_ref: '000000A1',
  kind: 'missing_item',
  note: 'No plantain in the bag',
  items: [{ food_menu: '0195a3c2-7b1e-7c3d-9f00-000000000140', name: 'Fried plantain', quantity: 1 }],
  status: 'open',
  resolution: null,
  refund: '0.00',
  reply: '',
  created_at: '2026-03-02T13:05:00.000Z',
  resolved_at: null,
  order_total: '5800.00',
  delivery_date: '2026-03-02',
  delivery_slot: '12:30',
  time_zone: 'Africa/Lagos',
  employee_name: 'Ada Obi',
  company_name: 'Acme Foods',
  ...change,
});

type Body = Record<string, unknown>;

/** The issues as the server keeps them: resolving one moves it to the resolved list. */
function serveIssues(start: Issue[]) {
  let issues = start;
  let refusal: { status: number; body: Body } | null = null;
  const fetch = serveApi({
    'GET /admin/issues': () => {
      const url = new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://app.test');
      const status = url.searchParams.get('status') ?? 'open';
      const list = issues.filter((found) => found.status === status);
      const open = issues.filter((found) => found.status === 'open').length;
      return answered({ list, total: list.length, page: 1, limit: 10, lastId: null, open });
    },
    [`PATCH /admin/issues/${MISSING}`]: (body) => {
      if (refusal) {
        const refused = refusal;
        refusal = null;
        return refused as ReturnType<typeof answered>;
      }
      const sent = body as { resolution: Issue['resolution']; amount?: string; reply: string };
      issues = issues.map((found) =>
        found.id === MISSING
          ? {
              ...found,
              status: 'resolved',
              resolution: sent.resolution,
              refund: sent.amount ?? '0.00',
              reply: sent.reply,
              resolved_at: '2026-03-02T15:00:00.000Z',
            }
          : found,
      );
      return answered(
        issues.find((found) => found.id === MISSING),
        'Issue resolved',
      );
    },
  });
  const patched = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([, init]) => JSON.parse(String(init?.body)) as Body);
  const refuse = (status: number, message: string, path: string) => {
    refusal = { status, body: { success: false, message, data: null, errors: [{ path, message }] } };
  };
  return { patched, refuse };
}

const dialog = () => within(screen.getByRole('dialog'));

describe('admin issues', () => {
  it('lists the open issues with their order, employee, delivery and problem', async () => {
    serveIssues([issue(), issue({ id: LATE, kind: 'late', items: [], note: '', order_ref: '000000B2' })]);
    renderInApp(<IssuesPage />, '/admin/issues');
    const row = await screen.findByRole('row', { name: /000000A1/ });
    for (const text of [
      'Ada Obi',
      'Acme Foods',
      'Mon 2 Mar 2026',
      /^12:30( WAT)?$/, // the company's zone is named unless it is the browser's
      'Something was missing',
      'Dishes: 1 × Fried plantain',
      '“No plantain in the bag”',
    ])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /000000B2/ })).getByText('The whole order')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open (2)' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('resolves one with a partial refund: posts the amount and the reply, then lists it as resolved', async () => {
    const user = userEvent.setup();
    const { patched, refuse } = serveIssues([
      issue(),
      issue({ id: LATE, kind: 'late', order_ref: '000000B2' }),
    ]);
    const { router } = renderInApp(<IssuesPage />, '/admin/issues');
    await user.click(await screen.findByRole('button', { name: 'Resolve the problem with order 000000A1' }));
    expect(dialog().getByRole('heading', { name: 'Resolve: Something was missing' })).toBeTruthy();
    const resolution = dialog().getByRole('combobox', { name: 'Resolution' });
    expect(within(resolution).getByRole('option', { name: 'Refund in full: ₦5,800.00' })).toBeTruthy();

    // Checked before anything is sent: a resolution, a reply, and an amount below the total.
    await user.click(dialog().getByRole('button', { name: 'Resolve' }));
    expect(await dialog().findByText('Choose how to put it right')).toBeTruthy();
    expect(dialog().getByText('Reply is required')).toBeTruthy();
    await user.selectOptions(resolution, 'Refund in part');
    await user.type(dialog().getByLabelText('Amount to refund (₦)'), '6000');
    await user.type(dialog().getByLabelText('Reply'), 'Sorry about the plantain: it is refunded.');
    await user.click(dialog().getByRole('button', { name: 'Resolve' }));
    expect(
      await dialog().findByText(
        "Amount must be less than the order's total, ₦5,800.00: refund it in full instead",
      ),
    ).toBeTruthy();
    expect(patched()).toEqual([]);

    // The server's refusal lands on its field.
    refuse(409, 'This order was already refunded by its cancellation', 'amount');
    await user.clear(dialog().getByLabelText('Amount to refund (₦)'));
    await user.type(dialog().getByLabelText('Amount to refund (₦)'), '800');
    expect(dialog().getByText(/^On resolve: ₦800\.00 refunded to Acme Foods/)).toBeTruthy();
    await user.click(dialog().getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(dialog().getByLabelText('Amount to refund (₦)').getAttribute('aria-invalid')).toBe('true'),
    );

    await user.click(dialog().getByRole('button', { name: 'Resolve' }));
    expect(
      await screen.findByText('Order 000000A1: ₦800.00 refunded. Ada Obi is emailed your reply.'),
    ).toBeTruthy();
    const sent = {
      resolution: 'partial_refund',
      amount: '800.00',
      reply: 'Sorry about the plantain: it is refunded.',
    };
    expect(patched()).toEqual([sent, sent]);
    expect(screen.queryByRole('dialog')).toBeNull();

    // Gone from the open list, whose count follows; in the resolved list with its refund and reply.
    await waitFor(() => expect(screen.queryByRole('row', { name: /000000A1/ })).toBeNull());
    expect(screen.getByRole('button', { name: 'Open (1)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(router.state.location.search).toBe('?status=resolved');
    const row = await screen.findByRole('row', { name: /000000A1/ });
    expect(within(row).getByText('Refunded in part')).toBeTruthy();
    expect(within(row).getByText('₦800.00 refunded')).toBeTruthy();
    expect(within(row).getByText('Reply: Sorry about the plantain: it is refunded.')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Resolve/ })).toBeNull();
  });

  it('resolves in full or with no refund without an amount', async () => {
    const user = userEvent.setup();
    const { patched } = serveIssues([issue()]);
    renderInApp(<IssuesPage />, '/admin/issues');
    await user.click(await screen.findByRole('button', { name: 'Resolve the problem with order 000000A1' }));
    await user.selectOptions(dialog().getByRole('combobox', { name: 'Resolution' }), 'No refund');
    expect(dialog().queryByLabelText('Amount to refund (₦)')).toBeNull();
    await user.type(dialog().getByLabelText('Reply'), 'The rider was on time by our records.');
    await user.click(dialog().getByRole('button', { name: 'Resolve' }));
    expect(
      await screen.findByText('Order 000000A1: resolved with no refund. Ada Obi is emailed your reply.'),
    ).toBeTruthy();
    expect(patched()).toEqual([{ resolution: 'no_action', reply: 'The rider was on time by our records.' }]);
    expect(
      await screen.findByText('No open issues: every problem reported has been put right.'),
    ).toBeTruthy();
  });
});
