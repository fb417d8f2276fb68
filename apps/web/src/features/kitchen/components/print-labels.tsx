import { Tag } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field';
import { kitchenLabelsUrl } from '../api/get-kitchen-sheet';

const CHOICES = [
  { value: 'to-cook', label: 'Left to cook' },
  { value: 'all', label: 'All orders' },
] as const;
type Choice = (typeof CHOICES)[number]['value'];

/**
 * "Print labels": the meal labels PDF of a day in a new tab, for the orders left to cook (pending
 * or confirmed, the default) or for every order of the day; the platform admin's of one restaurant
 * with `restaurantId`.
 */
export function PrintLabels({ day, restaurantId = '' }: { day: string; restaurantId?: string }) {
  const [which, setWhich] = useState<Choice>('to-cook');
  return (
    <div className="flex items-end gap-2">
      <Select
        label="Labels for"
        value={which}
        onChange={(event) => setWhich(event.target.value as Choice)}
        options={CHOICES}
      />
      <a
        href={kitchenLabelsUrl(day, which === 'all', restaurantId)}
        target="_blank"
        rel="noopener"
        className={buttonClasses('secondary', 'md')}
      >
        <Tag className="size-4" aria-hidden="true" />
        Print labels
      </a>
    </div>
  );
}
