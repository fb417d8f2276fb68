import type { HealthConsent, HealthProfile } from '@lunch/contract';

/** The employee's health lists and (once known) their consent to keep them, as `GET /profile` gives them. */
export type HealthData = HealthProfile & { health_consent?: HealthConsent };

/** Whether any allergy, condition or diet is kept. */
export const hasHealthLists = (health: HealthProfile) =>
  health.allergies.length + health.medical_conditions.length + health.dietary_preferences.length > 0;

/**
 * Health data given before consent was asked (issue 33's migration): kept, and the menu still
 * filters with it, until the employee gives consent or erases it.
 */
export const keptWithoutConsent = (health: HealthData) =>
  health.health_consent?.given === false && hasHealthLists(health);
