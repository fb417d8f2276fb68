import { type DishHealth, type HealthProfile, healthConflicts } from '@lunch/contract';

/**
 * A dish's conflicts with the employee's health profile, by kind, in the contract's words
 * (`healthConflicts`: "fish (allergy)", "vegetarian (diet)"). Empty lists: the dish suits them.
 */
export type HealthWarnings = { allergies: string[]; conditions: string[]; diets: string[] };

const KIND = /^(.*) \((allergy|condition|diet)\)$/;
const listOf = { allergy: 'allergies', condition: 'conditions', diet: 'diets' } as const;

/** What `dish` conflicts with in `profile` (none while the profile is not known). */
export function healthWarnings(profile: HealthProfile | undefined, dish: DishHealth): HealthWarnings {
  const warnings: HealthWarnings = { allergies: [], conditions: [], diets: [] };
  if (!profile) return warnings;
  for (const conflict of healthConflicts(profile, dish)) {
    const [, what, kind] = KIND.exec(conflict) ?? [];
    if (what && kind) warnings[listOf[kind as keyof typeof listOf]].push(what);
  }
  return warnings;
}

export const hasWarnings = (warnings: HealthWarnings) =>
  warnings.allergies.length + warnings.conditions.length + warnings.diets.length > 0;

/** "fish", "fish and peanuts", "fish, peanuts and milk" (or "or" between the last two). */
function words(list: readonly string[], last: 'and' | 'or'): string {
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} ${last} ${list.at(-1)}`;
}

const your = (kind: string, plural: string, list: readonly string[]) =>
  `(your ${list.length === 1 ? kind : plural})`;

/**
 * The badges a card shows, one per kind: "Contains fish (your allergy)", "Not marked for diabetes
 * (your condition)", "Not marked vegetarian (your diet)".
 */
export function warningBadges({ allergies, conditions, diets }: HealthWarnings): string[] {
  return [
    allergies.length > 0
      ? `Contains ${words(allergies, 'and')} ${your('allergy', 'allergies', allergies)}`
      : '',
    conditions.length > 0
      ? `Not marked for ${words(conditions, 'or')} ${your('condition', 'conditions', conditions)}`
      : '',
    diets.length > 0 ? `Not marked ${words(diets, 'or')} ${your('diet', 'diets', diets)}` : '',
  ].filter((badge) => badge !== '');
}

/**
 * The confirmation's sentence, each kind a clause: "Jollof with fish contains fish (your allergy)
 * and is not marked suitable for vegetarian (your diet)."
 */
export function warningSentence(dish: string, { allergies, conditions, diets }: HealthWarnings): string {
  const unsuited = (list: readonly string[], kind: string, plural: string) =>
    list.length > 0 ? `is not marked suitable for ${words(list, 'or')} ${your(kind, plural, list)}` : '';
  const clauses = [
    allergies.length > 0
      ? `contains ${words(allergies, 'and')} ${your('allergy', 'allergies', allergies)}`
      : '',
    unsuited(conditions, 'condition', 'conditions'),
    unsuited(diets, 'diet', 'diets'),
  ].filter((clause) => clause !== '');
  return `${dish} ${words(clauses, 'and')}.`;
}
