import { koboToNaira, TOPUP_MIN_NAIRA, TopupSchema } from '@lunch/contract';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { MoneyField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useApiForm } from '../../../lib/use-api-form';
import { useTopup } from '../api/topup';

/**
 * Top up the wallet: an amount in naira (at least ₦100), then 'Topup in progress!' and the browser
 * goes to the payment page. The page sends it back to /dashboard/billings?reference=….
 */
export function TopupModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const topup = useTopup();
  const {
    field,
    submit,
    reset,
    formState: { isSubmitting },
  } = useApiForm(TopupSchema, { defaultValues: { amount: '' } });
  // Once the server answered with the payment page, the browser is on its way there.
  const leaving = topup.isSuccess;

  const onSubmit = submit(
    async ({ amount }) => {
      const url = await topup.mutateAsync(koboToNaira(amount));
      toast.success('Topup in progress!');
      window.location.assign(url);
    },
    { failure: 'Something went wrong!' },
  );

  const close = () => {
    reset();
    topup.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Top up wallet"
      description="Add money to the company wallet. Employees' lunches are paid from it."
      size="sm"
      dismissible={!isSubmitting && !leaving}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <MoneyField
          label="Amount (₦)"
          min={TOPUP_MIN_NAIRA}
          required
          autoFocus
          placeholder="e.g. 50000"
          hint={`At least ₦${TOPUP_MIN_NAIRA}.`}
          {...field('amount')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={isSubmitting || leaving}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting || leaving} loadingText="Topup in progress...">
            Top up
          </Button>
        </div>
      </form>
    </Modal>
  );
}
