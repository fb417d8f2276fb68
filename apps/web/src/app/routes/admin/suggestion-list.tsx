import { PAGE_SIZES, type Suggestion } from '@lunch/contract';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { useSuggestions } from '../../../features/admin-suggestions/api/get-suggestions';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useListParams } from '../../../lib/use-list-params';

const columns: Column<Suggestion>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (row) => (
      <span className="flex flex-col">
        <span className="font-medium">{row.name}</span>
        <span className="text-xs text-ink-soft">
          by {row.suggested_by.name || 'an account'} (
          {row.suggested_by.account_type === 'Company' ? 'company' : 'employee'})
        </span>
      </span>
    ),
  },
  {
    key: 'reason',
    header: 'Reason',
    cell: (row) => <p className="max-w-xs whitespace-pre-line">{row.reason_for_suggestion}</p>,
  },
  {
    key: 'description',
    header: 'Description',
    cell: (row) => <p className="max-w-sm whitespace-pre-line">{row.description}</p>,
  },
  { key: 'date', header: 'Date', cell: (row) => formatDate(row.created_at) },
];

/** /admin/suggestion-list: meals suggested by companies and employees, 5 per page. */
export function Component() {
  const { page, setPage } = useListParams([]);
  const suggestions = useSuggestions(page);
  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Meal Suggestions"
        description="Meals companies and employees would like on the menu."
      />
      <DataTable
        caption="Meal suggestions"
        columns={columns}
        rows={suggestions.data?.list}
        rowKey={(row) => row.id}
        loading={suggestions.isPending}
        error={suggestions.isError ? errorMessage(suggestions.error, 'Could not load the suggestions') : null}
        onRetry={() => void suggestions.refetch()}
        emptyText="No meal suggestions yet!"
      />
      <Pagination
        page={page}
        total={suggestions.data?.total}
        pageSize={PAGE_SIZES.suggestionsAdmin}
        onPageChange={setPage}
        label="Suggestion pages"
      />
    </section>
  );
}
