import { Loaded } from '../../../components/ui/loaded';
import { PageHeader } from '../../../components/ui/page-header';
import { useRestaurantProfile } from '../../../features/restaurant-hours/api/restaurant-profile';
import { HoursForm } from '../../../features/restaurant-hours/components/hours-form';

/** /restaurant/hours: the days the restaurant cooks, its own order cut-off and its capacity per slot. */
export function Component() {
  const profile = useRestaurantProfile();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <PageHeader title="Hours" description="When you cook, and how many orders you take." />
      <Loaded
        query={profile}
        loading="Loading your hours..."
        failure="Could not load your hours."
        showLabel
        centered
      >
        {(restaurant) => <HoursForm restaurant={restaurant} />}
      </Loaded>
    </section>
  );
}
