import { formatNaira, ISSUE_KIND_LABELS, type Issue, parseNaira } from '@lunch/contract';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { MoneyField, Select, TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { formatDay, formatSlot } from '../../../lib/format-date';
import { useApiForm } from '../../../lib/use-api-form';
import { useResolveIssue } from '../api/issues';
import { blankResolution, outcomeOf, resolutionOf, resolveFormSchema } from '../resolve-form';
import { IssueProblem } from './issue-problem';

/** The resolution (the full refund says its amount), the amount of a partial one, and the reply. */
function ResolveForm({ issue, onDone }: { issue: Issue; onDone: () => void }) {
  const resolve = useResolveIssue();
  const total = parseNaira(issue.order_total);
  const { field, submit, watch, formState } = useApiForm(resolveFormSchema(total), {
    defaultValues: blankResolution,
    fields: ['resolution', 'amount', 'reply'],
  });
  const resolution = watch('resolution');
  const outcome = outcomeOf(issue, resolution, watch('amount'));

  const onSubmit = submit(
    async (values) => {
      const saved = await resolve.mutateAsync({ id: issue.id, resolution: resolutionOf(values) });
      const refund = parseNaira(saved.refund);
      toast.success(
        `Order ${issue.order_ref}: ${refund > 0 ? `${formatNaira(refund)} refunded` : 'resolved with no refund'}. ${issue.employee_name} is emailed your reply.`,
      );
      onDone();
    },
    { failure: 'Could not resolve the issue. Please try again.' },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Put the problem right" className="flex flex-col gap-4">
      <div className="rounded-xl bg-cream-50 p-3 text-sm">
        <IssueProblem issue={issue} />
      </div>
      <Select
        label="Resolution"
        placeholder="Choose one"
        options={[
          { value: 'refund', label: `Refund in full: ${formatNaira(total)}` },
          { value: 'partial_refund', label: 'Refund in part' },
          { value: 'no_action', label: 'No refund' },
        ]}
        {...field('resolution')}
      />
      {resolution === 'partial_refund' ? (
        <MoneyField
          label="Amount to refund (₦)"
          min="0"
          hint={`More than ₦0.00 and less than the order's total, ${formatNaira(total)}`}
          {...field('amount')}
        />
      ) : null}
      <TextAreaField
        label="Reply"
        rows={3}
        maxLength={2000}
        hint="Emailed to the employee and their company with the outcome"
        {...field('reply')}
      />
      {resolution ? (
        <p className="text-sm text-ink-soft" aria-live="polite">
          On resolve: {outcome}
          {resolution === 'no_action' ? '' : ` to ${issue.company_name}'s wallet and the employee's budget`}.
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={formState.isSubmitting} loadingText="Resolving...">
          Resolve
        </Button>
      </div>
    </form>
  );
}

/** Resolving one open issue, in a dialog (the form starts afresh each time it opens). */
export function ResolveIssueDialog({ issue, onClose }: { issue: Issue | null; onClose: () => void }) {
  return (
    <Modal
      open={issue !== null}
      onClose={onClose}
      title={issue ? `Resolve: ${ISSUE_KIND_LABELS[issue.kind]}` : 'Resolve'}
      description={
        issue
          ? `Order ${issue.order_ref} of ${issue.employee_name} (${issue.company_name}), ${formatDay(issue.delivery_date)} at ${formatSlot(issue.delivery_date, issue.delivery_slot, issue.time_zone)}, ${formatNaira(parseNaira(issue.order_total))}.`
          : undefined
      }
      size="lg"
    >
      {issue ? <ResolveForm key={issue.id} issue={issue} onDone={onClose} /> : null}
    </Modal>
  );
}
