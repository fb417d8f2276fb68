import { DEFAULT_TIME_ZONE, formatNaira, parseNaira, type Reconciliation } from '@lunch/contract';
import { Badge } from '../../../components/ui/badge';
import { TextField } from '../../../components/ui/field';
import { Loaded } from '../../../components/ui/loaded';
import { Panel } from '../../../components/ui/panel';
import { formatDay } from '../../../lib/format-date';
import { useReconciliation } from '../api/payouts';

/** A day 'YYYY-MM-DD' in the platform's time zone (the reconciliation's days are its days). */
const dayIn = (instant: Date, timeZone = DEFAULT_TIME_ZONE) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );

/** The period shown before one is chosen: this month so far. */
export function thisMonthSoFar(now = new Date()): { from: string; to: string } {
  const to = dayIn(now);
  return { from: `${to.slice(0, 8)}01`, to };
}

const naira = (amount: string) => formatNaira(parseNaira(amount));

function Line({ label, amount, sign }: { label: string; amount: string; sign?: '−' | '+' | '=' }) {
  const total = sign === '=';
  return (
    <div
      className={
        total
          ? 'flex justify-between gap-4 border-t border-line pt-1 font-semibold'
          : 'flex justify-between gap-4'
      }
    >
      <dt>
        {sign && !total ? <span aria-hidden="true">{sign} </span> : null}
        {label}
      </dt>
      <dd className="tabular-nums">{amount}</dd>
    </div>
  );
}

/**
 * The identity, side by side: what companies were charged for the meals less the refunds, against
 * what the restaurants earned plus the platform's commission; whether they agree to the kobo.
 */
function Equation({ reconciliation: r }: { reconciliation: Reconciliation }) {
  const charged = parseNaira(r.meals_charged) - parseNaira(r.refunds);
  const split = parseNaira(r.earnings) + parseNaira(r.commission);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        {r.orders} {r.orders === 1 ? 'order' : 'orders'} delivered from {formatDay(r.from)} to{' '}
        {formatDay(r.to)} (days in {r.time_zone}).
      </p>
      <div className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-[1fr_auto_1fr] sm:items-end">
        <dl className="flex flex-col gap-1" aria-label="What companies paid">
          <Line label="Meals charged to companies" amount={naira(r.meals_charged)} />
          <Line label="Refunds" amount={naira(r.refunds)} sign="−" />
          <Line label="Kept for meals" amount={formatNaira(charged)} sign="=" />
        </dl>
        <p className="text-center text-2xl font-bold" aria-hidden="true">
          {r.balanced ? '=' : '≠'}
        </p>
        <dl className="flex flex-col gap-1" aria-label="Where it went">
          <Line label="Restaurants' earnings" amount={naira(r.earnings)} />
          <Line label="Platform commission" amount={naira(r.commission)} sign="+" />
          <Line label="Shared out" amount={formatNaira(split)} sign="=" />
        </dl>
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="reconciliation-verdict">
        {r.balanced ? (
          <Badge tone="success">Balanced to the kobo</Badge>
        ) : (
          <Badge tone="danger">Off by {naira(r.difference)}</Badge>
        )}
        <span className="text-ink-soft">
          Delivery fees, the platform's own and outside the equation: {naira(r.delivery_fees)}
        </span>
      </p>
    </div>
  );
}

/**
 * The reconciliation of a period (`period`, days in the platform's time zone, both included; kept in
 * the page's address): meals charged − refunds = restaurants' earnings + platform commission.
 */
export function ReconciliationPanel({
  period,
  onChange,
}: {
  period: { from: string; to: string };
  onChange: (period: { from: string; to: string }) => void;
}) {
  const incomplete = period.from === '' || period.to === '';
  const backwards = !incomplete && period.to < period.from;
  const reconciliation = useReconciliation(backwards ? { from: '', to: '' } : period);
  return (
    <Panel
      title="Reconciliation"
      description="The orders delivered in the period: what companies were charged for their meals, less refunds, must equal what the restaurants earned plus the platform's commission."
    >
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          label="From"
          type="date"
          value={period.from}
          max={period.to || undefined}
          onChange={(event) => onChange({ ...period, from: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={period.to}
          min={period.from || undefined}
          onChange={(event) => onChange({ ...period, to: event.target.value })}
          error={backwards ? 'To must not be before From' : undefined}
        />
      </div>
      {incomplete ? <p className="text-sm text-ink-soft">Choose both days of the period.</p> : null}
      {incomplete || backwards ? null : (
        <Loaded
          query={reconciliation}
          loading="Reconciling..."
          showLabel
          size="sm"
          failure="Could not reconcile the period."
        >
          {(loaded) => <Equation reconciliation={loaded} />}
        </Loaded>
      )}
    </Panel>
  );
}
