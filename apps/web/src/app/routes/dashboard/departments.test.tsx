import type { CompanySettings, Department } from '@lunch/contract';
import type { CompanyRole } from '@lunch/contract/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { Component as DepartmentsPage } from './departments';

const SALES = '0195a3c2-7b1e-7c3d-9f00-0000000000d1';
const SUPPORT = '0195a3c2-7b1e-7c3d-9f00-0000000000d2';
const NEW_ID = '0195a3c2-7b1e-7c3d-9f00-0000000000d3';

const department = (overrides: Partial<Department> & { id: string; name: string }): Department => ({
  cost_centre: '',
  monthly_budget: null,
  per_order_cap: null,
  per_day_cap: null,
  order_days: null,
  employees: 0,
  created_at: '2026-03-01T09:00:00.000Z',
  ...overrides,
});

const settings: CompanySettings = {
  max_spend_amount_per_employee: '50000.00',
  time_zone: 'Africa/Lagos',
  low_balance_alert: null,
  order_days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
  order_window_start: '00:00',
  order_window_end: '23:59',
  per_order_cap: '5000.00',
  per_day_cap: null,
  legal_name: '',
  tin: '',
  billing_address: '',
  employees_may_pay_difference: false,
};

type Body = Record<string, unknown>;

/**
 * The departments as the server keeps them: added, edited and deleted; `refuse` answers the next
 * write instead. Who is signed in: an owner by default.
 */
function serveDepartments(start: Department[], role: CompanyRole = 'owner') {
  let departments = [...start];
  let refusal: { status: number; body: Body } | null = null;
  const refuse = (status: number, message: string, path?: string) => {
    refusal = {
      status,
      body: { success: false, message, data: null, ...(path ? { errors: [{ path, message }] } : {}) },
    };
  };
  const write =
    <A,>(answer: (body: A) => ReturnType<typeof answered>) =>
    (body: unknown) => {
      if (!refusal) return answer(body as A);
      const refused = refusal;
      refusal = null;
      return refused as ReturnType<typeof answered>;
    };
  const sorted = () => [...departments].sort((a, b) => a.name.localeCompare(b.name));
  const fetch = serveApi({
    'GET /auth/me': answered({
      id: '0195a3c2-7b1e-7c3d-9f00-00000000c000',
      name: 'Acme Lunches',
      email: 'hr@acme.example.com',
      account_type: 'Company',
      account_state: 'ACTIVE',
      onboarded: true,
      email_verified: true,
      time_zone: 'Africa/Lagos',
      company_role: role,
    }),
    'GET /company/departments': () => answered(sorted()),
    'GET /company/settings': answered(settings),
    'POST /company/departments': write((body: Body) => {
      const added = department({ ...(body as Partial<Department>), id: NEW_ID, name: String(body.name) });
      departments = [...departments, added];
      return { ...answered(added, `Department ${added.name} added`), status: 201 };
    }),
    ...Object.fromEntries(
      start.flatMap((each) => [
        [
          `PATCH /company/departments/${each.id}`,
          write((body: Body) => {
            departments = departments.map((found) =>
              found.id === each.id ? { ...found, ...(body as Partial<Department>) } : found,
            );
            const saved = departments.find((found) => found.id === each.id)!;
            return answered(saved, `Department ${saved.name} saved`);
          }),
        ],
        [
          `DELETE /company/departments/${each.id}`,
          write(() => {
            const moveTo = new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://app.test').searchParams.get(
              'move_to',
            );
            const moved = each.employees;
            departments = departments
              .filter((found) => found.id !== each.id)
              .map((found) =>
                found.id === moveTo ? { ...found, employees: found.employees + moved } : found,
              );
            const where =
              moveTo === 'none' ? 'no department' : departments.find((d) => d.id === moveTo)?.name;
            return answered(
              null,
              moved === 0 ? 'Department deleted' : `Department deleted; ${moved} employees moved to ${where}`,
            );
          }),
        ],
      ]),
    ),
  });
  const sent = (method: string) =>
    fetch.mock.calls
      .filter(([, init]) => (init as RequestInit | undefined)?.method === method)
      .map(([url, init]) => ({
        url: String(url),
        body: (init as RequestInit).body
          ? (JSON.parse(String((init as RequestInit).body)) as Body)
          : undefined,
      }));
  return { refuse, sent };
}

const rowOf = (name: string) => screen.getAllByRole('row').find((row) => within(row).queryByText(name))!;

describe('departments page', () => {
  const sales = department({
    id: SALES,
    name: 'Sales',
    cost_centre: 'CC-100',
    per_order_cap: '3000.00',
    order_days: ['MON', 'WED'],
    employees: 2,
  });
  const support = department({ id: SUPPORT, name: 'Support', monthly_budget: '20000.00', employees: 1 });

  it('lists each department with its rules (else the company’s) and a link to its employees', async () => {
    serveDepartments([sales, support]);
    renderInApp(<DepartmentsPage />, '/dashboard/departments');
    expect(await screen.findByRole('heading', { name: 'Departments' })).toBeTruthy();
    await screen.findByText('CC-100');
    const row = rowOf('Sales');
    expect(within(row).getByText('₦3,000.00')).toBeTruthy();
    expect(within(row).getByText('Mon, Wed')).toBeTruthy();
    expect(within(row).getAllByText("Company's")).toHaveLength(2);
    expect(within(rowOf('Support')).getByText('₦20,000.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: '2 employees in Sales' }).getAttribute('href')).toBe(
      `/dashboard/employees?department_id=${SALES}`,
    );
    expect(screen.getByRole('link', { name: '1 employee in Support' })).toBeTruthy();
  });

  it('says what departments are for when there are none', async () => {
    serveDepartments([]);
    renderInApp(<DepartmentsPage />, '/dashboard/departments');
    expect(
      await screen.findByText(/No departments yet: every employee follows the company’s rules/),
    ).toBeTruthy();
  });

  it('adds a department: empty rules are sent as the company’s, a name taken lands on the field', async () => {
    const { refuse, sent } = serveDepartments([sales]);
    const user = userEvent.setup();
    renderInApp(<DepartmentsPage />, '/dashboard/departments');
    await user.click(await screen.findByRole('button', { name: 'Add department' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add department' });
    // The company's rules are told beside each field.
    expect(await within(dialog).findByText("Empty: the company's (₦50,000.00)")).toBeTruthy();
    expect(within(dialog).getByText("Empty: the company's cap (₦5,000.00)")).toBeTruthy();
    expect(
      within(dialog).getByText("The company's delivery days (Monday, Tuesday, Wednesday, Thursday, Friday)."),
    ).toBeTruthy();

    // The form's own checks first: a name, amounts above 0.
    await user.click(within(dialog).getByRole('button', { name: 'Add department' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(sent('POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'sales');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Cap per order (₦, optional)' }), '2500');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Own delivery days' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Saturday' }));
    refuse(409, 'Your company already has a department named "sales"', 'name');
    await user.click(within(dialog).getByRole('button', { name: 'Add department' }));
    expect(
      await within(dialog).findByText('Your company already has a department named "sales"'),
    ).toBeTruthy();

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Weekend crew');
    await user.click(within(dialog).getByRole('button', { name: 'Add department' }));
    expect(await screen.findByText('Department Weekend crew added')).toBeTruthy();
    expect(sent('POST').at(-1)?.body).toEqual({
      name: 'Weekend crew',
      cost_centre: '',
      monthly_budget: null,
      per_order_cap: '2500',
      per_day_cap: null,
      order_days: ['SAT'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Weekend crew')).toBeTruthy();
  });

  it('edits a department: its values are in the form; emptying a rule goes back to the company’s', async () => {
    const { sent } = serveDepartments([sales]);
    const user = userEvent.setup();
    renderInApp(<DepartmentsPage />, '/dashboard/departments');
    await user.click(await screen.findByRole('button', { name: 'Edit Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sales' });
    expect(
      (within(dialog).getByRole('textbox', { name: 'Cost centre (optional)' }) as HTMLInputElement).value,
    ).toBe('CC-100');
    const cap = within(dialog).getByRole('spinbutton', { name: 'Cap per order (₦, optional)' });
    expect((cap as HTMLInputElement).value).toBe('3000.00');
    expect((within(dialog).getByRole('checkbox', { name: 'Wednesday' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.clear(cap);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Own delivery days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save department' }));
    expect(await screen.findByText('Department Sales saved')).toBeTruthy();
    expect(sent('PATCH').at(-1)).toMatchObject({
      url: `/api/company/departments/${SALES}`,
      body: { name: 'Sales', cost_centre: 'CC-100', per_order_cap: null, order_days: null },
    });
  });

  it('deleting a department with employees asks where they go; one without goes once confirmed', async () => {
    const { sent } = serveDepartments([sales, support, department({ id: NEW_ID, name: 'Empty' })]);
    const user = userEvent.setup();
    renderInApp(<DepartmentsPage />, '/dashboard/departments');

    await user.click(await screen.findByRole('button', { name: 'Delete Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Sales?' });
    expect(within(dialog).getByText(/2 employees belong to it/)).toBeTruthy();
    // Cancel has the focus: Enter never deletes by accident.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete department' }));
    expect(await within(dialog).findByText('Choose where its employees go')).toBeTruthy();
    expect(sent('DELETE')).toEqual([]);
    const where = within(dialog).getByRole('combobox', { name: 'Move its 2 employees to' });
    expect(
      within(where)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose where they go', 'Empty', 'Support', 'No department (the company’s rules)']);
    await user.selectOptions(where, 'Support');
    await user.click(within(dialog).getByRole('button', { name: 'Delete department' }));
    expect(await screen.findByText('Department deleted; 2 employees moved to Support')).toBeTruthy();
    expect(sent('DELETE').at(-1)?.url).toBe(`/api/company/departments/${SALES}?move_to=${SUPPORT}`);
    await waitFor(() => expect(screen.queryByRole('row', { name: /Sales/ })).toBeNull());
    expect(await screen.findByRole('link', { name: '3 employees in Support' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete Empty' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Empty?' });
    expect(within(confirm).queryByRole('combobox')).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'Delete department' }));
    expect(await screen.findByText('Department deleted')).toBeTruthy();
    expect(sent('DELETE').at(-1)?.url).toBe(`/api/company/departments/${NEW_ID}`);
  });

  it('a viewer reads the departments without the buttons that change them, and is told why', async () => {
    serveDepartments([sales], 'viewer');
    renderInApp(<DepartmentsPage />, '/dashboard/departments');
    await screen.findByText('CC-100');
    expect(
      await screen.findByText(
        "Your role, viewer, can't change departments. Ask an owner or a people member of your company.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add department' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Sales' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Sales' })).toBeNull();
  });
});
