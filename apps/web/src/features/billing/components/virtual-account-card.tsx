import {
  formatNaira,
  koboToNaira,
  nairaToKobo,
  parseNaira,
  SimulateTransferSchema,
  TOPUP_MIN_NAIRA,
} from '@lunch/contract';
import { MEMBERS_WHO } from '@lunch/contract/endpoint';
import { Copy, Landmark } from 'lucide-react';
import { toast } from 'sonner';
import { RoleNote } from '../../../components/role-limited';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { MoneyField } from '../../../components/ui/field';
import { Loaded } from '../../../components/ui/loaded';
import { Panel } from '../../../components/ui/panel';
import { errorMessage } from '../../../lib/api-client';
import { useApiForm } from '../../../lib/use-api-form';
import {
  useOpenVirtualAccount,
  useSimulateTransfer,
  useVirtualAccount,
  type VirtualAccount,
} from '../api/virtual-account';

/** Copies the account number, and says so (or how to copy it by hand). */
async function copyNumber(number: string) {
  try {
    await navigator.clipboard.writeText(number);
    toast.success(`Account number ${number} copied`);
  } catch {
    toast.error('Could not copy the account number: select it and copy it yourself.');
  }
}

/** The sandbox's "simulate a transfer of ₦X": credited through the same signed webhook as a real one. */
function SimulateTransfer() {
  const simulate = useSimulateTransfer();
  const {
    field,
    submit,
    reset,
    watch,
    formState: { isSubmitting },
  } = useApiForm(SimulateTransferSchema, { defaultValues: { amount: '' } });
  const typed = nairaToKobo(String(watch('amount') ?? '')) ?? 0;
  const onSubmit = submit(
    async ({ amount }) => {
      const credited = await simulate.mutateAsync(koboToNaira(amount));
      toast.success(
        `Transfer received: ${formatNaira(parseNaira(credited.amount))} was added to your wallet.`,
      );
      reset();
    },
    { failure: 'Could not simulate the transfer. Please try again.' },
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Simulate a transfer"
      className="flex flex-col gap-3 rounded-xl border border-dashed border-warning-700/40 bg-warning-50 p-4 sm:flex-row sm:items-start"
    >
      <MoneyField
        label="Amount (₦)"
        min={TOPUP_MIN_NAIRA}
        placeholder="e.g. 50000"
        containerClassName="sm:w-56"
        {...field('amount')}
      />
      <Button type="submit" className="sm:mt-7" loading={isSubmitting} loadingText="Transferring...">
        {typed > 0 ? `Simulate a transfer of ${formatNaira(typed)}` : 'Simulate a transfer'}
      </Button>
    </form>
  );
}

/** The account's details, the copy button, and how transfers into it arrive. */
function AccountDetails({ account, mayChange }: { account: VirtualAccount; mayChange: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-3 rounded-xl border border-line bg-cream-50 p-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-soft">Bank</dt>
          <dd className="font-semibold">{account.bank_name}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-soft">Account number</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-xl font-semibold tracking-wider">{account.account_number}</span>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Copy account number ${account.account_number}`}
              onClick={() => void copyNumber(account.account_number)}
            >
              <Copy className="size-4" aria-hidden="true" />
              Copy
            </Button>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-soft">Account name</dt>
          <dd className="font-semibold break-words">{account.account_name}</dd>
        </div>
      </dl>
      {account.status === 'pending' ? (
        <p className="rounded-lg bg-warning-50 p-3 text-sm text-warning-800">
          The bank is still assigning this account. Transfers into it arrive once it is active.
        </p>
      ) : null}
      <p className="text-sm text-ink-soft">
        Transfer any amount from your bank app or internet banking. It is added to your wallet within minutes
        of reaching us, and we email you a receipt.
      </p>
      {account.test_mode && mayChange ? (
        <div className="flex flex-col gap-3">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Badge tone="warning">Test mode</Badge>
            This is a test account: no real money moves. Simulate a transfer into it instead.
          </p>
          <SimulateTransfer />
        </div>
      ) : null}
    </div>
  );
}

/** No account yet: what it is for, and the button that opens it (for a member who may). */
function GetAccount({ mayChange }: { mayChange: boolean }) {
  const open = useOpenVirtualAccount();
  const getOne = async () => {
    try {
      await open.mutateAsync();
      toast.success('Your bank account is ready');
    } catch (error) {
      toast.error(errorMessage(error, 'Could not get a bank account. Please try again.'));
    }
  };
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-ink-soft">
        Get a bank account of your own: every transfer into it tops up your wallet, no card needed.
      </p>
      {mayChange ? (
        <Button onClick={() => void getOne()} loading={open.isPending} loadingText="Getting your account...">
          <Landmark className="size-4" aria-hidden="true" />
          Get a bank account
        </Button>
      ) : (
        <RoleNote rule={MEMBERS_WHO.manageMoney} what="get the company a bank account" />
      )}
    </div>
  );
}

/**
 * Pay by bank transfer on the Billings screen: the company's own account, or the button that opens
 * it. `mayChange` false (a member whose role may not move money): the account to read, no button.
 */
export function VirtualAccountCard({ mayChange = true }: { mayChange?: boolean }) {
  const account = useVirtualAccount();
  return (
    <Panel
      title="Pay by bank transfer"
      description="Your company's own bank account: transfers into it go straight to your wallet."
    >
      <Loaded query={account} loading="Loading your bank account" failure="Could not load your bank account.">
        {(found) =>
          found ? (
            <AccountDetails account={found} mayChange={mayChange} />
          ) : (
            <GetAccount mayChange={mayChange} />
          )
        }
      </Loaded>
    </Panel>
  );
}
