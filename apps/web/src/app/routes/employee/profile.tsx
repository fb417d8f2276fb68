import type { Address, EmployeeProfile } from '@lunch/contract';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Loaded } from '../../../components/ui/loaded';
import { PageHeader } from '../../../components/ui/page-header';
import { addressesQuery } from '../../../features/addresses/api/addresses';
import { AddressesPanel } from '../../../features/addresses/components/addresses-panel';
import { profileQuery, useProfile } from '../../../features/auth/api/get-profile';
import { onboard } from '../../../features/auth/api/onboard';
import { type LunchAndHealth, ProfileForm } from '../../../features/auth/components/profile-form';
import { useAutoOrder } from '../../../features/auto-order/api/auto-order';
import { AutoOrderForm } from '../../../features/auto-order/components/auto-order-form';
import { HealthConsentPanel } from '../../../features/health-consent/components/health-consent-panel';
import { YourDataPanel } from '../../../features/personal-data/components/your-data-panel';
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

/**
 * The address onboarding is sent with the lunch time and health lists: the first delivery address as
 * it is now (onboarding gives its address to the first one, so it stays as it is), else the profile's.
 */
function onboardingAddress(profile: EmployeeProfile, first: Address | undefined) {
  const { country, zip_code } = profile;
  if (!first) {
    const { address_line_1, address_line_2, city, state } = profile;
    return { address_line_1, address_line_2, city, state, country, zip_code };
  }
  const { address_line_1, address_line_2, city, state } = first;
  return { address_line_1, address_line_2, city, state, country, zip_code };
}

/**
 * /worker/profile: lunch time (for the reminder) and health lists (for Healthy meals), the consent
 * to keep them (issue 33), the delivery addresses, and auto-order.
 */
export function Component() {
  const profile = useProfile();
  const queryClient = useQueryClient();

  const save = async (loaded: EmployeeProfile, details: LunchAndHealth) => {
    const [first] = await queryClient.fetchQuery(addressesQuery);
    await onboard({ ...onboardingAddress(loaded, first), ...details });
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
        description="Your lunch time, health details and delivery addresses. Healthy meals are picked from your health details."
      />
      <Loaded
        query={profile}
        loading="Loading your profile..."
        showLabel
        size="lg"
        centered
        failure="Could not load your profile."
      >
        {(loaded) => (
          <>
            <ProfileForm profile={loaded} onSave={(details) => save(loaded, details)} />
            <HealthConsentPanel health={loaded} timeZone={loaded.time_zone} />
          </>
        )}
      </Loaded>
      <AddressesPanel />
      <AutoOrderSection />
      <YourDataPanel mayErase />
    </section>
  );
}
