import { HANDOVER_CODE_LENGTH, HANDOVER_TRIES, HandoverSchema, type RiderStop } from '@lunch/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { emptyCode, OtpInput } from '../../../components/ui/otp-input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDeliver } from '../api/rider-run';

/** Whether the server refused the code because it is locked (423, or `handover_locked`). */
const isLocked = (error: unknown) =>
  error instanceof ApiError && (error.status === 423 || /handover_locked/.test(error.message));

const firstBox = (boxes: HTMLElement | null) => boxes?.querySelector('input');

function Locked({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2 text-danger-800">
        The code is locked after {HANDOVER_TRIES} wrong tries. The platform admin was alerted and will tell
        you what to do with this order.
      </p>
      <Button variant="secondary" onClick={onClose} className="sm:self-end">
        Close
      </Button>
    </div>
  );
}

/**
 * Asks for the employee's 4-digit handover code and hands the order over with it. A wrong code
 * shows the server's words (how many tries are left) and empties the boxes; a locked code says so.
 */
function HandoverForm({ stop, onDone }: { stop: RiderStop; onDone: () => void }) {
  const deliver = useDeliver();
  const [code, setCode] = useState(() => emptyCode(HANDOVER_CODE_LENGTH));
  const [error, setError] = useState<string>();
  const [locked, setLocked] = useState(false);
  const boxes = useRef<HTMLDivElement>(null);
  // The first box takes the focus when the dialog has opened (showModal focuses its scrolling body
  // after this form mounts), and again after each refusal, once the boxes are enabled again.
  const [tries, setTries] = useState(0);
  const focusFirst = () => setTries((count) => count + 1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each refusal
  useEffect(() => {
    const frame = requestAnimationFrame(() => firstBox(boxes.current)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [tries]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = HandoverSchema.safeParse({ code: code.join('') });
    if (!parsed.success) {
      setError(`Enter the ${HANDOVER_CODE_LENGTH} digits the employee gives you.`);
      focusFirst();
      return;
    }
    deliver.mutate(
      { id: stop.id, code: parsed.data.code },
      {
        onSuccess: () => {
          toast.success(`Delivered to ${stop.employee.first_name}`);
          onDone();
        },
        onError: (failure) => {
          if (isLocked(failure)) {
            setLocked(true);
          } else if (failure instanceof ApiError && failure.status === 400) {
            setError(failure.message);
            setCode(emptyCode(HANDOVER_CODE_LENGTH));
            focusFirst();
          } else {
            toast.error(errorMessage(failure, 'Could not hand the order over. Please try again.'));
          }
        },
      },
    );
  };

  if (locked) return <Locked onClose={onDone} />;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Handover code" className="flex flex-col gap-5">
      <div ref={boxes}>
        <OtpInput
          label="Handover code"
          value={code}
          onChange={(next) => {
            setCode(next);
            if (error) setError(undefined);
          }}
          error={error}
          disabled={deliver.isPending}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={deliver.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={deliver.isPending} loadingText="Checking...">
          Confirm delivery
        </Button>
      </div>
    </form>
  );
}

/** "Delivered": the handover code, in a dialog (`stop` null: closed). */
export function DeliverDialog({ stop, onClose }: { stop: RiderStop | null; onClose: () => void }) {
  return (
    <Modal
      open={stop !== null}
      onClose={onClose}
      title={stop ? `Deliver to ${stop.employee.first_name}` : 'Deliver'}
      description="Ask for the 4-digit code on their order or in their receipt email."
      size="sm"
    >
      {stop ? <HandoverForm key={stop.id} stop={stop} onDone={onClose} /> : null}
    </Modal>
  );
}
