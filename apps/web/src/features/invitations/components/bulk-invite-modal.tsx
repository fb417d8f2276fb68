import {
  BULK_INVITE_MAX_ROWS,
  type BulkInviteResult,
  type BulkSkipReason,
  formatNaira,
  parseNaira,
} from '@lunch/contract';
import { useId } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useApiForm } from '../../../lib/use-api-form';
import { useBulkInvite, usePreviewBulkInvite } from '../api/bulk-invite';

const REASONS: Record<BulkSkipReason, string> = {
  invalid_email: 'Not a valid email address',
  invalid_budget: 'Monthly budget is not an amount in naira above 0',
  duplicate_in_file: 'Appears earlier in the file',
  already_employee: 'Already one of your employees',
  existing_account: 'Already has an account',
  already_invited: 'Already has a pending invitation',
  unknown_department: 'Your company has no department of that name',
};

/** Why a row is skipped, in words: the department it names, when the company has none of that name. */
const problemOf = (row: BulkInviteResult['skipped'][number]) =>
  row.reason === 'unknown_department' && row.department
    ? `Your company has no department named "${row.department}"`
    : REASONS[row.reason];

/** The chosen file; the invite button stays disabled until its preview came back. */
const BulkInviteFormSchema = z.object({ file: z.instanceof(File) });

type Row = {
  row: number;
  email: string;
  budget: string | null;
  department: string | null;
  problem: string | null;
};

const rowsOf = (result: BulkInviteResult): Row[] =>
  [
    ...result.invited.map((r) => ({
      row: r.row,
      email: r.email,
      budget: r.monthly_budget,
      department: r.department ?? null,
      problem: null,
    })),
    ...result.skipped.map((r) => ({
      row: r.row,
      email: r.email,
      budget: null,
      department: null,
      problem: problemOf(r),
    })),
  ].sort((a, b) => a.row - b.row);

function RowsTable({ rows, caption }: { rows: Row[]; caption: string }) {
  return (
    <div className="max-h-72 overflow-auto rounded-lg border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-cream-100">
          <tr>
            {['Row', 'Email', 'Result'].map((header) => (
              <th key={header} scope="col" className="px-3 py-2">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row} className="border-t border-line">
              <td className="px-3 py-2 tabular-nums">{row.row}</td>
              <td className="break-all px-3 py-2">{row.email || '(empty)'}</td>
              <td className={row.problem ? 'px-3 py-2 text-danger-700' : 'px-3 py-2 text-success-700'}>
                {row.problem ??
                  `Invite${row.department ? ` into ${row.department}` : ''}${row.budget ? ` with a ${formatNaira(parseNaira(row.budget))} monthly budget` : ''}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Invite from CSV: choose a file (header `email`, optional `monthly_budget` and `department`),
 * preview each row with its problem, confirm, then see who was invited and who was skipped.
 */
export function BulkInviteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const inputId = useId();
  const preview = usePreviewBulkInvite();
  const send = useBulkInvite();
  const {
    submit,
    reset,
    formState: { isSubmitting },
  } = useApiForm(BulkInviteFormSchema, { defaultValues: {} });
  const busy = preview.isPending || isSubmitting;

  const close = () => {
    reset();
    preview.reset();
    send.reset();
    onClose();
  };

  const choose = (chosen: File | null) => {
    reset(chosen ? { file: chosen } : {});
    send.reset();
    preview.reset();
    if (chosen) preview.mutate(chosen);
  };

  const onSubmit = submit(
    async ({ file }) => {
      const result = await send.mutateAsync(file);
      toast.success(`${result.invited.length} invited, ${result.skipped.length} skipped`);
    },
    { failure: 'Could not send the invitations. Please try again.' },
  );

  const done = send.data;
  const planned = preview.data;
  const toInvite = planned?.invited.length ?? 0;

  return (
    <Modal
      open={open}
      onClose={close}
      title="Invite from CSV"
      description={`A CSV file with an "email" column and, optionally, a "monthly_budget" column in naira and a "department" column (one of your departments' names); up to ${BULK_INVITE_MAX_ROWS.toLocaleString('en-NG')} rows.`}
      size="lg"
      dismissible={!busy}
    >
      <div className="flex flex-col gap-4">
        {done ? (
          <>
            <p role="status" className="font-medium">
              {done.invited.length} invited, {done.skipped.length} skipped.
            </p>
            <RowsTable rows={rowsOf(done)} caption="Upload result" />
            <div className="flex justify-end">
              <Button onClick={close}>Done</Button>
            </div>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <div className="flex flex-col gap-1">
              <label htmlFor={inputId} className="text-sm font-medium">
                CSV file
              </label>
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                disabled={busy}
                onChange={(event) => choose(event.target.files?.[0] ?? null)}
                className="text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-white file:px-3 file:py-1.5"
              />
            </div>
            {preview.isPending ? <p role="status">Checking the file…</p> : null}
            {preview.isError ? (
              <p role="alert" className="text-sm text-danger-700">
                {errorMessage(preview.error, 'Could not read the file. Please try again.')}
              </p>
            ) : null}
            {planned ? (
              <>
                <p role="status">
                  {toInvite} to invite, {planned.skipped.length} with problems (they will be skipped).
                </p>
                <RowsTable rows={rowsOf(planned)} caption="Preview of the upload" />
              </>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={close} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button
                type="submit"
                disabled={!planned || toInvite === 0}
                loading={isSubmitting}
                loadingText="Inviting..."
              >
                {planned ? `Invite ${toInvite}` : 'Invite'}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Modal>
  );
}
