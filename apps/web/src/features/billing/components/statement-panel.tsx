import { formatNaira, monthOf, parseNaira, type Statement, statementTotals } from '@lunch/contract';
import { FileDown, FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { Loaded } from '../../../components/ui/loaded';
import { Panel } from '../../../components/ui/panel';
import { useMe } from '../../../lib/use-me';
import { statementFileUrl, useStatement } from '../api/get-statement';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month's opening and closing balances, what moved in between, and how many movements. */
function StatementTotals({ statement }: { statement: Statement }) {
  const rows = statementTotals(statement);
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_max-content]">
      {rows.map(([label, amount]) => (
        <div key={label} className="contents">
          <dt className={label.endsWith('balance') ? 'font-semibold' : ''}>{label}</dt>
          <dd className="tabular-nums sm:text-right">{formatNaira(parseNaira(amount))}</dd>
        </div>
      ))}
      <dt className="text-ink-soft">Movements</dt>
      <dd className="tabular-nums text-ink-soft sm:text-right">{statement.movements.length}</dd>
    </dl>
  );
}

/**
 * Who paid part of their orders by card this month (pay the difference), apart from the wallet;
 * nothing when nobody did.
 */
function PaidByCard({ statement }: { statement: Statement }) {
  const payers = statement.employees.filter((employee) => parseNaira(employee.contributed) !== 0);
  if (payers.length === 0) return null;
  return (
    <ul aria-label="Paid by employees by card" className="flex flex-col gap-0.5 text-sm text-ink-soft">
      {payers.map((employee) => (
        <li key={employee.id}>
          {employee.name}:{' '}
          <span className="tabular-nums">{formatNaira(parseNaira(employee.contributed))}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * What each department's orders spent this month, with its cost centre (issue 32), as the PDF's
 * sections; nothing for a statement without department sections.
 */
function ByDepartment({ statement }: { statement: Statement }) {
  if (statement.departments.length === 0) return null;
  return (
    <table className="w-full max-w-xl text-sm">
      <caption className="mb-1 text-left font-semibold">By department</caption>
      <thead className="text-ink-soft">
        <tr>
          <th scope="col" className="py-1 pr-3 text-left font-medium">
            Department
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-medium">
            Orders
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Spent
          </th>
        </tr>
      </thead>
      <tbody>
        {statement.departments.map((department) => (
          <tr key={department.id ?? 'none'} className="border-t border-line">
            <th scope="row" className="py-1 pr-3 text-left font-normal">
              {department.name}
              {department.cost_centre ? (
                <span className="block text-xs text-ink-soft">Cost centre {department.cost_centre}</span>
              ) : null}
            </th>
            <td className="py-1 pr-3 text-right tabular-nums">{department.orders}</td>
            <td className="py-1 text-right tabular-nums">{formatNaira(parseNaira(department.spent))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Monthly statement: pick a month, see its totals, download the PDF statement or the CSV of movements. */
export function StatementPanel() {
  const inputId = useId();
  const timeZone = useMe().data?.time_zone;
  const thisMonth = monthOf(new Date(), timeZone);
  const [month, setMonth] = useState(thisMonth);
  const valid = MONTH.test(month);
  const statement = useStatement(valid ? month : '');
  return (
    <Panel
      title="Monthly statement"
      description={`Every wallet movement of a month with opening and closing balances, in your company's time zone${timeZone ? ` (${timeZone})` : ''}.`}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            Month
          </label>
          <input
            id={inputId}
            type="month"
            value={month}
            max={thisMonth}
            onChange={(event) => setMonth(event.target.value)}
            className="rounded-lg border border-line-strong px-3 py-2"
          />
        </div>
        {valid ? (
          <>
            <a href={statementFileUrl(month, 'pdf')} download className={buttonClasses('primary')}>
              <FileText className="size-4" aria-hidden="true" />
              Download statement (PDF)
            </a>
            <a href={statementFileUrl(month, 'csv')} download className={buttonClasses('secondary')}>
              <FileDown className="size-4" aria-hidden="true" />
              Movements (CSV)
            </a>
          </>
        ) : (
          <p role="alert" className="text-sm text-danger-700">
            Choose a month.
          </p>
        )}
      </div>
      {valid ? (
        <Loaded query={statement} loading="Loading statement" failure="Could not load the statement.">
          {(loaded) => (
            <div className="flex flex-col gap-3">
              <StatementTotals statement={loaded} />
              <ByDepartment statement={loaded} />
              <PaidByCard statement={loaded} />
            </div>
          )}
        </Loaded>
      ) : null}
    </Panel>
  );
}
