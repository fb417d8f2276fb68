import { Button } from '../../../components/ui/button';

type Why = 'filtered' | 'empty' | 'unhealthy';

const texts: Record<Why, { title: string; hint: string }> = {
  filtered: {
    title: 'No meals match your search.',
    hint: 'Try another word, restaurant, cuisine or category.',
  },
  empty: {
    title: 'The menu is empty for now.',
    hint: 'Check back soon: new dishes are added regularly.',
  },
  unhealthy: {
    title: 'No healthy meals for you right now.',
    hint: 'Nothing on the menu suits your health profile today. Switch to All meals to see everything.',
  },
};

/**
 * What the employee's menu says when it lists nothing: the search or filters match nothing (with
 * "Clear search"), the menu is empty, or nothing suits the employee's health profile.
 */
export function NoMeals({
  filtered,
  showAll,
  onClearSearch,
}: {
  filtered: boolean;
  showAll: boolean;
  onClearSearch: () => void;
}) {
  let why: Why = showAll ? 'empty' : 'unhealthy';
  if (filtered) why = 'filtered';
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line-strong bg-white px-6 py-14 text-center">
      <p className="text-lg font-semibold">{texts[why].title}</p>
      <p className="max-w-md text-ink-soft">{texts[why].hint}</p>
      {filtered ? (
        <Button variant="secondary" onClick={onClearSearch}>
          Clear search
        </Button>
      ) : null}
    </div>
  );
}
