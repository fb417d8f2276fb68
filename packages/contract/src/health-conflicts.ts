/**
 * What a dish conflicts with in an employee's health profile, in words a person and a kitchen can
 * read: "peanuts (allergy)", "vegetarian (diet)". The rule is the menu's healthy-meals rule
 * (contract §5; the server's menu query writes it in SQL, apps/server/src/modules/menu/healthy-filter.ts):
 * none of the dish's allergens is one of the employee's allergies, and when the employee listed
 * conditions (diets) the dish suits at least one of them. Lists compare trimmed and lower-cased.
 * Empty: the dish suits the employee.
 */
export type HealthProfile = {
  allergies: readonly string[];
  medical_conditions: readonly string[];
  dietary_preferences: readonly string[];
};
export type DishHealth = {
  allergens: readonly string[];
  suitable_for_conditions: readonly string[];
  suitable_for_diet: readonly string[];
};

const normalized = (list: readonly string[]) =>
  list.map((entry) => entry.trim().toLowerCase()).filter((entry) => entry !== '');

export function healthConflicts(profile: HealthProfile, dish: DishHealth): string[] {
  const allergens = new Set(normalized(dish.allergens));
  const conflicts = normalized(profile.allergies)
    .filter((allergy) => allergens.has(allergy))
    .map((allergy) => `${allergy} (allergy)`);
  const unsuited = (wanted: readonly string[], suits: readonly string[], kind: string) => {
    const listed = normalized(wanted);
    const suitable = new Set(normalized(suits));
    if (listed.length === 0 || listed.some((entry) => suitable.has(entry))) return [];
    return listed.map((entry) => `${entry} (${kind})`);
  };
  return [
    ...conflicts,
    ...unsuited(profile.medical_conditions, dish.suitable_for_conditions, 'condition'),
    ...unsuited(profile.dietary_preferences, dish.suitable_for_diet, 'diet'),
  ];
}

/** The conflicts of an order's dishes, each named once, in the order first met. */
export function orderHealthConflicts(profile: HealthProfile, dishes: readonly DishHealth[]): string[] {
  return [...new Set(dishes.flatMap((dish) => healthConflicts(profile, dish)))];
}
