import type { Department } from '@lunch/contract';
import { MEMBERS_WHO } from '@lunch/contract/endpoint';
import { Plus } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { RoleNote } from '../../../components/role-limited';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { useCompanySettings } from '../../../features/company/api/company-settings';
import { useDepartments } from '../../../features/departments/api/departments';
import { DeleteDepartmentDialog } from '../../../features/departments/components/delete-department-dialog';
import { departmentColumns } from '../../../features/departments/components/department-columns';
import { DepartmentFormModal } from '../../../features/departments/components/department-form-modal';
import { errorMessage } from '../../../lib/api-client';
import { useMayDo } from '../../../lib/company-role';

/** The form open: adding a department, or editing one. */
type Editing = { department?: Department } | null;

/**
 * /dashboard/departments: the company's departments, each with its cost centre and the rules that
 * replace the company's for its employees (budget, caps, delivery days), and how many employees it
 * has (a link to them). An owner or a people member adds, edits and deletes them (deleting one with
 * employees asks where they go); every other member reads them.
 */
export function Component() {
  const departments = useDepartments();
  // The company's rules, shown beside each of a department's in its form.
  const settings = useCompanySettings();
  const mayManage = useMayDo(MEMBERS_WHO.managePeople);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Department | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const columns = useMemo(
    () =>
      departmentColumns(
        mayManage ? { onEdit: (department) => setEditing({ department }), onDelete: setDeleting } : null,
      ),
    [mayManage],
  );

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Departments"
        description="Group employees by department: each has its cost centre, and may set its own budget, caps and delivery days instead of the company's."
        actions={
          mayManage ? (
            <Button ref={addButton} className="whitespace-nowrap" onClick={() => setEditing({})}>
              <Plus className="size-4" aria-hidden="true" />
              Add department
            </Button>
          ) : (
            <RoleNote rule={MEMBERS_WHO.managePeople} what="change departments" />
          )
        }
      />
      <DataTable
        caption="Departments, by name"
        columns={columns}
        rows={departments.data}
        rowKey={(department) => department.id}
        loading={departments.isPending}
        error={
          departments.isError ? errorMessage(departments.error, 'Could not load the departments.') : null
        }
        onRetry={() => void departments.refetch()}
        emptyText={
          mayManage
            ? 'No departments yet: every employee follows the company’s rules. Add a department to give a group of employees its own cost centre, budget, caps or delivery days.'
            : 'No departments yet: every employee follows the company’s rules.'
        }
      />
      <DepartmentFormModal
        open={editing !== null}
        department={editing?.department}
        settings={settings.data}
        onClose={() => setEditing(null)}
      />
      <DeleteDepartmentDialog
        department={deleting}
        departments={departments.data ?? []}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          // Its row is gone: the keyboard carries on from "Add department".
          addButton.current?.focus();
        }}
      />
    </section>
  );
}
