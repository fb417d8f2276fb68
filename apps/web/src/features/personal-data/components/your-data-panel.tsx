import { useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { Panel } from '../../../components/ui/panel';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { clearStored } from '../../../lib/storage';
import { personalDataUrl, useEraseMyAccount } from '../api/personal-data';

/** What a person types to confirm erasing their account. */
export const ERASE_WORD = 'ERASE';

/**
 * "Your data" (issue 33, docs/privacy.md): Download my data (a JSON file of everything kept about
 * the signed-in person) and, where `mayErase` (employees, company members, riders), Erase my
 * account, confirmed by typing ERASE; once erased the session is over and the sign-in page says so.
 */
export function YourDataPanel({ mayErase }: { mayErase: boolean }) {
  const [erasing, setErasing] = useState(false);
  return (
    <Panel
      title="Your data"
      description="Get a copy of everything we keep about you, as a JSON file you can open in any text editor."
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={personalDataUrl()} download className={buttonClasses('secondary')}>
          <Download className="size-4" aria-hidden="true" />
          Download my data
        </a>
        {mayErase ? (
          <Button variant="danger" onClick={() => setErasing(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            Erase my account
          </Button>
        ) : null}
      </div>
      {mayErase ? (
        <p className="text-sm text-ink-soft">
          Erasing removes your name, email, phone, addresses and health details for good and signs you out.
          Orders and payments stay in the records money needs, under an anonymous name.
        </p>
      ) : null}
      <EraseDialog open={erasing} onClose={() => setErasing(false)} />
    </Panel>
  );
}

/** The confirmation: typing ERASE enables the button; an error (a lunch still on its way) is shown in place. */
function EraseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const erase = useEraseMyAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const close = () => {
    setTyped('');
    erase.reset();
    onClose();
  };
  const confirm = () =>
    erase.mutate(undefined, {
      onSuccess: async (message) => {
        clearStored();
        // The sign-in page (the landing page has no toaster): the message stays in view there.
        await navigate(paths.login, { replace: true });
        queryClient.clear();
        toast.success(message);
      },
    });
  const ready = typed.trim() === ERASE_WORD;

  return (
    <Modal
      open={open}
      onClose={close}
      title="Erase your account?"
      description="This cannot be undone. You will be signed out, and this email can only come back as a new account."
      size="sm"
      dismissible={!erase.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={erase.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={confirm}
            disabled={!ready}
            loading={erase.isPending}
            loadingText="Erasing..."
          >
            Erase my account
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) confirm();
        }}
      >
        <TextField
          label={`Type ${ERASE_WORD} to confirm`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoFocus
          autoCapitalize="characters"
          spellCheck={false}
          error={
            erase.isError
              ? errorMessage(erase.error, 'Could not erase your account. Please try again.')
              : undefined
          }
        />
      </form>
    </Modal>
  );
}
