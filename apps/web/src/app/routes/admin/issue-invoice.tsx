import { formatMonth, MonthSchema, monthOf } from '@lunch/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/panel';
import { type CompanyChoice, CompanyFilter } from '../../../features/admin-orders/components/company-filter';
import { useIssueInvoice } from '../../../features/invoices/api/invoices';
import { invoicePathIn } from '../../../features/invoices/invoice-paths';
import { useApiForm } from '../../../lib/use-api-form';

const IssueFormSchema = z.object({
  company_id: z.string().min(1, 'Choose a company'),
  month: MonthSchema,
});
type IssueForm = z.output<typeof IssueFormSchema>;

/** The month before this one, on the browser's calendar: the latest month that can be invoiced. */
function lastMonth() {
  const day = new Date();
  day.setDate(1);
  day.setMonth(day.getMonth() - 1);
  return monthOf(day);
}

/**
 * The platform admin's "Issue invoice": a company and a past month (its time zone). Issuing cannot
 * be undone (an invoice is numbered and never changes), so it asks first. A month already invoiced
 * answers its invoice; the server's refusals (a month not over, no delivered meals) are toasted.
 */
export function IssueInvoicePanel() {
  const issue = useIssueInvoice();
  const [company, setCompany] = useState<CompanyChoice | null>(null);
  const [asked, setAsked] = useState<IssueForm | null>(null);
  const [issued, setIssued] = useState<{ number: string; message: string } | null>(null);
  const {
    field,
    handleSubmit,
    run,
    setValue,
    formState: { errors, isSubmitted },
  } = useApiForm(IssueFormSchema, { defaultValues: { company_id: '', month: lastMonth() } });

  const pick = (choice: CompanyChoice | null) => {
    setCompany(choice);
    setValue('company_id', choice?.id ?? '', { shouldValidate: isSubmitted });
  };
  const confirm = (input: IssueForm) =>
    run(
      async () => {
        try {
          const answer = await issue.mutateAsync(input);
          setIssued({ number: answer.data.number, message: answer.message });
          toast.success(answer.message);
        } finally {
          setAsked(null);
        }
      },
      { failure: 'Could not issue the invoice.' },
    );

  return (
    <Panel
      title="Issue an invoice"
      description="A company's VAT invoice for a past month, now: the monthly run issues them from the 2nd of the next month."
    >
      <form
        onSubmit={handleSubmit((input) => setAsked(input))}
        noValidate
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start"
      >
        <div className="flex flex-col gap-1">
          <CompanyFilter value={company} onChange={pick} />
          {errors.company_id ? (
            <p role="alert" className="text-sm text-danger-700">
              {errors.company_id.message}
            </p>
          ) : null}
        </div>
        <TextField label="Month" type="month" hint="In the company's time zone" {...field('month')} />
        <Button type="submit" className="sm:mt-7">
          Issue invoice
        </Button>
      </form>
      {issued ? (
        <p role="status" className="text-sm">
          {issued.message}.{' '}
          <Link to={invoicePathIn.admin(issued.number)} className="font-medium text-brand-800 underline">
            Open {issued.number}
          </Link>
        </p>
      ) : null}
      <ConfirmDialog
        open={asked !== null}
        title="Issue this invoice?"
        message={
          asked
            ? `${company?.name ?? 'The company'}, meals delivered in ${formatMonth(asked.month)}. An issued invoice is numbered and can never be changed; a refund after it gets a credit note.`
            : undefined
        }
        confirmLabel="Issue invoice"
        loadingLabel="Issuing..."
        loading={issue.isPending}
        onConfirm={() => void (asked && confirm(asked))}
        onCancel={() => setAsked(null)}
      />
    </Panel>
  );
}
