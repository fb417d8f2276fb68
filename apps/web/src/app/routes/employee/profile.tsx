import type { IndividualOnboardInput } from '@lunch/contract';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Loaded } from '../../../components/ui/loaded';
import { PageHeader } from '../../../components/ui/page-header';
import { profileQuery, useProfile } from '../../../features/auth/api/get-profile';
import { onboard } from '../../../features/auth/api/onboard';
import { ProfileForm } from '../../../features/auth/components/profile-form';
import { useAutoOrder } from '../../../features/auto-order/api/auto-order';
import { AutoOrderForm } from '../../../features/auto-order/components/auto-order-form';
import { queryKey } from '../../../lib/api-query';

function AutoOrderSection() {
  const autoOrder = useAutoOrder();
  return (
    <Loaded
      query={autoOrder}
      loading="Loading auto-order..."
      showLabel
      size="lg"
      centered
      failure="Could not load your auto-order settings."
    >
      {(settings) => <AutoOrderForm settings={settings} />}
    </Loaded>
  );
}

/** /worker/profile: lunch time (for the reminder), health lists (for Healthy meals) and auto-order. */
export function Component() {
  const profile = useProfile();
  const queryClient = useQueryClient();

  const save = async (input: IndividualOnboardInput) => {
    await onboard(input);
    toast.success('Profile saved');
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: queryKey('/food-menu') }),
    ]);
  };

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Profile"
        description="Your lunch time and health details. Healthy meals are picked from these."
      />
      <Loaded
        query={profile}
        loading="Loading your profile..."
        showLabel
        size="lg"
        centered
        failure="Could not load your profile."
      >
        {(loaded) => <ProfileForm profile={loaded} onSave={save} />}
      </Loaded>
      <AutoOrderSection />
    </section>
  );
}
