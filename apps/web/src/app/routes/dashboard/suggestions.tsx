import { PageHeader } from '../../../components/ui/page-header';
import { SuggestionForm } from '../../../features/suggestions/components/suggestion-form';

/** /dashboard/suggestions: suggest a meal for the menu. */
export function Component() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Meal suggestions" description="Missing a dish your team loves? Tell us about it." />
      <SuggestionForm />
    </div>
  );
}
