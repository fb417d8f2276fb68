import { Loaded } from '../../../components/ui/loaded';
import { PageHeader } from '../../../components/ui/page-header';
import { usePlatformSettings } from '../../../features/platform-settings/api/platform-settings';
import { PlatformSettingsForm } from '../../../features/platform-settings/components/platform-settings-form';
import { PrivacyContactForm } from '../../../features/platform-settings/components/privacy-contact-form';
import { SellerForm } from '../../../features/platform-settings/components/seller-form';

/**
 * /admin/settings: when ordering for a day closes, in which time zone, how many days ahead employees
 * may order, the delivery slots and the lead time before each; the seller on every tax invoice and
 * how VAT is charged; whom people write to about their data (the privacy page).
 */
export function Component() {
  const settings = usePlatformSettings();
  return (
    <section className="flex flex-col gap-6">
      <title>Settings · Lunch</title>
      <PageHeader
        title="Settings"
        description="Ordering rules for every company, the seller and VAT on invoices, and the privacy contact."
      />
      <Loaded query={settings} loading="Loading settings..." showLabel failure="Could not load the settings.">
        {(loaded) => (
          <>
            <PlatformSettingsForm settings={loaded} />
            <SellerForm settings={loaded} />
            <PrivacyContactForm settings={loaded} />
          </>
        )}
      </Loaded>
    </section>
  );
}
