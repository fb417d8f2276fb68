import { PageHeader } from '../../../components/ui/page-header';
import { YourDataPanel } from '../../../features/personal-data/components/your-data-panel';
import { useMe } from '../../../lib/use-me';

/** Who may erase themselves here (`DELETE /api/profile`): company members and riders; admins and restaurants download only. */
const ERASES_THEMSELVES = new Set(['Company', 'Rider']);

/**
 * `/<area>/your-data` (company members, platform admins, riders, restaurants; an employee's is on
 * their profile page): a copy of one's data, and erasing one's account where the role may.
 */
export function Component() {
  const accountType = useMe().data?.account_type;
  return (
    <section className="flex flex-col gap-6">
      <PageHeader title="Your data" description="What we keep about you, and your right to a copy of it." />
      <YourDataPanel mayErase={accountType !== undefined && ERASES_THEMSELVES.has(accountType)} />
    </section>
  );
}
