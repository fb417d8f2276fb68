import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../lib/paths';
import { STORAGE_KEYS, writeStored } from '../../../lib/storage';
import { type SignupFields, signup } from '../api/signup';

/**
 * The signup forms' action: signs up, keeps the email for the code form, clears the form (`reset`)
 * and goes on to verify the email. Resolves to the new account's id and email.
 */
export function useSignup(reset: () => void) {
  const navigate = useNavigate();
  return async (fields: SignupFields) => {
    const { data } = await signup(fields);
    writeStored(STORAGE_KEYS.email, data.email);
    reset();
    toast.success('Signup successful! Redirecting...');
    navigate(paths.verify);
    return data;
  };
}
