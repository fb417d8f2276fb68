import { describe, expect, it } from 'vitest';
import { hasWarnings, healthWarnings, warningBadges, warningSentence } from './health-warnings';

const profile = {
  allergies: ['Fish', 'peanuts'],
  medical_conditions: [],
  dietary_preferences: ['Vegetarian'],
};
const dish = (allergens: string[], diets: string[], conditions: string[] = []) => ({
  allergens,
  suitable_for_diet: diets,
  suitable_for_conditions: conditions,
});

describe("a meal's health warnings (the contract's healthConflicts, in words)", () => {
  it('names the allergy and the diet a dish goes against', () => {
    const warnings = healthWarnings(profile, dish(['fish', 'Gluten'], []));
    expect(warnings).toEqual({ allergies: ['fish'], conditions: [], diets: ['vegetarian'] });
    expect(warningBadges(warnings)).toEqual([
      'Contains fish (your allergy)',
      'Not marked vegetarian (your diet)',
    ]);
    expect(warningSentence('Jollof with fish', warnings)).toBe(
      'Jollof with fish contains fish (your allergy) and is not marked suitable for vegetarian (your diet).',
    );
  });

  it('lists several of a kind, and every kind', () => {
    const warnings = healthWarnings(
      {
        allergies: ['fish', 'peanuts'],
        medical_conditions: ['diabetes'],
        dietary_preferences: ['vegan', 'halal'],
      },
      dish(['Fish', 'Peanuts'], ['keto'], ['hypertension']),
    );
    expect(warningBadges(warnings)).toEqual([
      'Contains fish and peanuts (your allergies)',
      'Not marked for diabetes (your condition)',
      'Not marked vegan or halal (your diets)',
    ]);
    expect(warningSentence('Suya', warnings)).toBe(
      'Suya contains fish and peanuts (your allergies), is not marked suitable for diabetes (your condition) and is not marked suitable for vegan or halal (your diets).',
    );
  });

  it('finds nothing for a dish that suits the profile, or while the profile is unknown', () => {
    expect(hasWarnings(healthWarnings(profile, dish(['gluten'], ['vegetarian'])))).toBe(false);
    expect(hasWarnings(healthWarnings(undefined, dish(['fish'], [])))).toBe(false);
  });
});
