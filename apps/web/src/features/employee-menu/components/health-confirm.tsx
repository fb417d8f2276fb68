import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { type HealthWarnings, warningSentence } from '../health-warnings';

export type HealthCheck = { name: string; warnings: HealthWarnings };

/**
 * "Jollof with fish contains fish (your allergy) and is not marked suitable for vegetarian (your
 * diet). Add it anyway?" — asked before a meal that goes against the employee's health profile
 * goes into the cart. Cancel (focused first, and Escape) adds nothing.
 */
export function HealthConfirm({
  check,
  onConfirm,
  onCancel,
}: {
  /** The meal waiting for an answer; null: no question. */
  check: HealthCheck | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={check !== null}
      title="Not suited to your health profile"
      message={check ? `${warningSentence(check.name, check.warnings)} Add it anyway?` : undefined}
      confirmLabel="Add anyway"
      cancelLabel="Cancel"
      tone="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
