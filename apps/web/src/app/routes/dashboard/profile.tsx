import { MEMBERS_WHO, SETTINGS_FIELD_RULES } from '@lunch/contract/endpoint';
import { RoleLimited } from '../../../components/role-limited';
import { Loaded } from '../../../components/ui/loaded';
import { PageHeader } from '../../../components/ui/page-header';
import { useCompanyProfile } from '../../../features/auth/api/company-profile';
import { CompanyProfileForm } from '../../../features/auth/components/company-profile-form';
import { TaxDetailsForm } from '../../../features/company/components/tax-details-form';
import { CompanySetupNotice } from './company-setup';

/**
 * /dashboard/profile: the company's name, website, contact phone, address and time zone (its
 * clock), with the login email shown; until onboarding is finished, what it still misses; its tax
 * details (legal name, TIN, billing address) for its invoices. Every member reads them; the profile
 * is an owner's to change, the tax details an owner's or a finance member's (as the server checks).
 */
export function Component() {
  const profile = useCompanyProfile();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Company profile"
        description="Who you are, where you are, and the clock your budgets and order hours run on."
      />
      <Loaded
        query={profile}
        loading="Loading the company profile"
        failure="Could not load the company profile."
      >
        {(loaded) => (
          <>
            {loaded.onboarded ? null : <CompanySetupNotice missing={loaded.setup_missing} />}
            <RoleLimited rule={MEMBERS_WHO.runTheCompany} what="change the company profile">
              <CompanyProfileForm profile={loaded} />
            </RoleLimited>
            <RoleLimited rule={SETTINGS_FIELD_RULES.legal_name} what="change the tax details">
              <TaxDetailsForm />
            </RoleLimited>
          </>
        )}
      </Loaded>
    </div>
  );
}
