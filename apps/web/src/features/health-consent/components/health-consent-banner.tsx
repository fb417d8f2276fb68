import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { type HealthData, keptWithoutConsent } from './health-data';

/**
 * On the menu, for an employee whose health data was kept before consent was asked: the menu still
 * uses it, and they are asked to give consent or erase it on their profile. Nothing otherwise.
 */
export function HealthConsentBanner({ health }: { health: HealthData | undefined }) {
  if (!health || !keptWithoutConsent(health)) return null;
  return (
    <aside
      aria-label="Your health details"
      className="flex items-start gap-3 rounded-xl border border-warning-700/30 bg-warning-50 px-4 py-3 text-sm text-warning-800"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        You gave your allergies, medical conditions or diets before we asked for your consent to keep them.
        The menu still uses them. Please{' '}
        <Link to={paths.employee.profile} className="font-semibold underline underline-offset-2">
          give your consent or erase them on your profile
        </Link>
        .
      </p>
    </aside>
  );
}
