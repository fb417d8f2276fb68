import { type CompanySetupItem, companySetupMissingText } from '@lunch/contract';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { useCompanyProfile } from '../../../features/auth/api/company-profile';
import { paths } from '../../../lib/paths';
import { useMe } from '../../../lib/use-me';

export type CompanySetUp =
  | { state: 'loading' }
  | { state: 'ready' }
  | { state: 'missing'; missing: readonly CompanySetupItem[] };

/**
 * Whether the signed-in company finished onboarding, which a top-up and an invitation need (the
 * server refuses them with 409 before). The account says so; only a company that has not is asked
 * what is missing. A failed look-up counts as ready: the server still has the last word.
 */
export function useCompanySetUp(): CompanySetUp {
  const me = useMe();
  const onboarded = me.data?.onboarded;
  const profile = useCompanyProfile({ enabled: onboarded === false });
  if (onboarded || me.isError || profile.isError) return { state: 'ready' };
  if (!profile.data) return { state: 'loading' };
  return profile.data.onboarded
    ? { state: 'ready' }
    : { state: 'missing', missing: profile.data.setup_missing };
}

/** "Finish your company set-up first: … are missing." and the way there, in place of a form that would fail. */
export function CompanySetupNotice({ missing }: { missing: readonly CompanySetupItem[] }) {
  return (
    <div
      data-testid="company-setup-notice"
      className="flex flex-col gap-2 rounded-2xl border border-warning-700 bg-warning-50 p-4 text-warning-800 sm:flex-row sm:items-center"
    >
      <ClipboardList className="size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1">{companySetupMissingText(missing)}</p>
      <Link to={paths.onboarding} className="font-semibold underline">
        Go to Onboarding
      </Link>
    </div>
  );
}
