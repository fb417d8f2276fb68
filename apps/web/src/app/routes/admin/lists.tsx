import { formatNaira, type MenuItem, PAGE_SIZES, parseNaira } from '@lunch/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SearchForm } from '../../../components/ui/search-form';
import { useMenuList } from '../../../features/menu/api/get-menu';
import { useSetAvailability } from '../../../features/menu/api/set-availability';
import { AvailabilitySwitch } from '../../../features/menu/components/availability-switch';
import { ratingText } from '../../../features/menu/components/menu-comments';
import { MenuDetailModal } from '../../../features/menu/components/menu-detail-modal';
import { MenuEditModal } from '../../../features/menu/components/menu-edit-modal';
import { MenuImage } from '../../../features/menu/components/menu-image';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useListParams } from '../../../lib/use-list-params';

/**
 * Where the menu list is mounted: the admin's Meal Lists (every dish), or a restaurant's Menu (the
 * server answers a restaurant its own dishes only), whose "Create menu" opens its own form.
 */
export type MenuListPageProps = { title?: string; description?: string; createTo?: string };

/** /admin/lists: the menu, 5 per page, with search, details, availability and editing. */
export function Component({
  title = 'Meal Lists',
  description = 'Every dish on the menu. Select a row for its details.',
  createTo = paths.admin.menu,
}: MenuListPageProps = {}) {
  const { page, filters, setPage, setFilter } = useListParams(['query']);
  const menu = useMenuList({ page, query: filters.query });
  const availability = useSetAvailability();
  const [openId, setOpenId] = useState<string | null>(null);
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const opened = menu.data?.list.find((item) => item.id === openId) ?? null;

  const switchAvailability = (item: MenuItem, available: boolean) =>
    availability.mutate(
      { id: item.id, available },
      {
        onSuccess: () => toast.success('Status updated successfully!'),
        onError: () => toast.error('Failed to update the status'),
      },
    );

  const columns: Column<MenuItem>[] = [
    {
      key: 'image',
      header: 'Image',
      cell: (item) => (
        <MenuImage src={item.thumbnail} alt={item.name} className="h-12 w-18 shrink-0 rounded-lg" />
      ),
    },
    { key: 'name', header: 'Name', cell: (item) => <span className="font-medium">{item.name}</span> },
    { key: 'price', header: 'Price', align: 'right', cell: (item) => formatNaira(parseNaira(item.price)) },
    { key: 'rating', header: 'Rating', cell: (item) => ratingText(item.rating) },
    {
      key: 'date',
      header: 'Date',
      className: 'whitespace-nowrap',
      cell: (item) => formatDate(item.created_at),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (item) => (
        <AvailabilitySwitch
          available={item.available}
          name={item.name}
          busy={availability.isPending && availability.variables?.id === item.id}
          onChange={(available) => switchAvailability(item, available)}
        />
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title={title}
        description={description}
        actions={
          <Link to={createTo} className={buttonClasses('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            Create menu
          </Link>
        }
      />
      <SearchForm
        label="Search the menu"
        value={filters.query}
        onSearch={(text) => setFilter('query', text)}
      />
      <DataTable
        caption="Menu items"
        columns={columns}
        rows={menu.data?.list}
        rowKey={(item) => item.id}
        loading={menu.isPending}
        error={
          menu.isError
            ? errorMessage(
                menu.error,
                filters.query ? 'Error fetching search data. Please try again.' : 'Error fetching menu data',
              )
            : null
        }
        onRetry={() => void menu.refetch()}
        emptyText="The menu is empty. Add the first dish with “Create menu”: a name, a price, its categories and a photo. Employees see it as soon as it is saved."
        filter={{
          active: filters.query !== '',
          onClear: () => setFilter('query', ''),
          text: 'No results found for the query.',
          clearLabel: 'Clear search',
        }}
        onRowClick={(item) => setOpenId(item.id)}
        rowLabel={(item) => `${item.name}: show details`}
      />
      <Pagination
        page={page}
        total={menu.data?.total}
        pageSize={PAGE_SIZES.menuAdmin}
        onPageChange={setPage}
        label="Menu pages"
      />
      <MenuDetailModal
        item={opened}
        onClose={() => setOpenId(null)}
        onEdit={(item) => {
          setOpenId(null);
          setEditing(item);
        }}
      />
      <MenuEditModal item={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
