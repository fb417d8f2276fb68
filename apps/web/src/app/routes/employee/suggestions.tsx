import { PageHeader } from '../../../components/ui/page-header';
import { SuggestionForm } from '../../../features/suggestions/components/suggestion-form';

/** /worker/suggestions: suggest a meal for the menu (spec §2 labels). */
export function Component() {
  return (
    <section className="flex flex-col gap-6">
      <PageHeader title="Suggestions" description="Missing a dish you love? Tell us about it." />
      <SuggestionForm
        title="Add a suggestion."
        labels={{ name: 'NAME', description: 'DESCRIPTION', reason: 'REASON FOR SUGGESTIONS' }}
      />
    </section>
  );
}
