import { ISSUE_KIND_LABELS, ISSUE_KINDS, type Order, ReportIssueSchema } from '@lunch/contract';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { CheckboxGroup, Select, TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { formatDay } from '../../../lib/format-date';
import { useApiForm } from '../../../lib/use-api-form';
import { useReportIssue } from '../api/report-issue';
import { likelyIssueKind } from '../issue-window';

/** The report as the server checks it; the kind is chosen from the list. */
const ReportFormSchema = ReportIssueSchema.extend({
  kind: z.enum(ISSUE_KINDS, { message: 'Choose what went wrong' }),
});

const KIND_OPTIONS = ISSUE_KINDS.map((kind) => ({ value: kind, label: ISSUE_KIND_LABELS[kind] }));

/** What went wrong, with which dishes, and a note; the server's refusals land on their fields. */
function ReportForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const report = useReportIssue();
  const {
    field,
    submit,
    formState: { isSubmitting },
  } = useApiForm(ReportFormSchema, {
    defaultValues: { kind: likelyIssueKind(order), items: [], note: '' },
  });
  const dishes = order.items.map((item) => ({
    value: item.food_menu,
    label: `${item.quantity} × ${item.name}`,
  }));

  const onSubmit = submit(
    async (values) => {
      await report.mutateAsync({ orderId: order.id, report: values });
      toast.success('Problem reported — we are looking into it');
      onDone();
    },
    { failure: 'Could not report the problem. Please try again.' },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Problem report" className="flex flex-col gap-4">
      <Select label="What went wrong" placeholder="Choose one" options={KIND_OPTIONS} {...field('kind')} />
      <CheckboxGroup
        legend="Which dishes (optional)"
        hint="None ticked: the whole order."
        options={dishes}
        {...field('items')}
      />
      <TextAreaField
        label="Note (optional)"
        rows={3}
        maxLength={1000}
        placeholder="What happened, so that we can put it right"
        {...field('note')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting} loadingText="Sending...">
          Report problem
        </Button>
      </div>
    </form>
  );
}

/** "Report a problem" with an order, in a dialog (the form starts afresh each time it opens). */
export function ReportIssueDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  return (
    <Modal
      open={order !== null}
      onClose={onClose}
      title="Report a problem"
      description={
        order
          ? `Your lunch of ${formatDay(order.delivery_date)}. The platform team answers by email, and a refund goes back to your budget.`
          : undefined
      }
    >
      {order ? <ReportForm key={order.id} order={order} onDone={onClose} /> : null}
    </Modal>
  );
}
