import type { IndividualOnboardInput } from '@lunch/contract';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { profileQuery, useProfile } from '../../../features/auth/api/get-profile';
import { onboard } from '../../../features/auth/api/onboard';
import { ProfileForm } from '../../../features/auth/components/profile-form';
import { workerMenuKeys } from '../../../features/worker-menu/api/get-worker-menu';
import { errorMessage } from '../../../lib/api-client';

/** /worker/profile: lunch time (for the reminder) and health lists (for Healthy meals). */
export function Component() {
  const profile = useProfile();
  const queryClient = useQueryClient();

  const save = async (input: IndividualOnboardInput) => {
    await onboard(input);
    toast.success('Profile saved');
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: workerMenuKeys.all }),
    ]);
  };

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Profile"
        description="Your lunch time and health details. Healthy meals are picked from these."
      />
      {profile.isPending ? (
        <PageSpinner label="Loading your profile..." />
      ) : profile.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-danger-700">
          <p>{errorMessage(profile.error, 'Could not load your profile.')}</p>
          <Button variant="secondary" size="sm" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ProfileForm profile={profile.data} onSave={save} />
      )}
    </section>
  );
}
