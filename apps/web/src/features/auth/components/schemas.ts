import {
  CompanySignupSchema,
  IndividualSignupSchema,
  PasswordSchema,
  RestaurantSignupSchema,
} from '@lunch/contract';
import { z } from 'zod';

export const PASSWORDS_MUST_MATCH = 'Passwords must match';

const confirmPassword = z.string().min(1, 'Please confirm your password');

function passwordsMatch(value: { password: string; confirmPassword: string }) {
  return value.password === value.confirmPassword;
}

/** The employee signup form: the contract's fields plus the confirmation. */
export const EmployeeSignupFormSchema = IndividualSignupSchema.pick({
  email: true,
  first_name: true,
  last_name: true,
  phone_number: true,
  invitation_code: true,
})
  .extend({ password: PasswordSchema, confirmPassword })
  .refine(passwordsMatch, { path: ['confirmPassword'], message: PASSWORDS_MUST_MATCH });

/** The company signup form: the contract's fields plus the confirmation. */
export const CompanySignupFormSchema = CompanySignupSchema.pick({
  email: true,
  name: true,
  website: true,
  phone_number: true,
})
  .extend({ password: PasswordSchema, confirmPassword })
  .refine(passwordsMatch, { path: ['confirmPassword'], message: PASSWORDS_MUST_MATCH });

/** The restaurant signup form (the invitation's email and code): the contract's fields plus the confirmation. */
export const RestaurantSignupFormSchema = RestaurantSignupSchema.pick({
  email: true,
  invitation_code: true,
})
  .extend({ password: PasswordSchema, confirmPassword })
  .refine(passwordsMatch, { path: ['confirmPassword'], message: PASSWORDS_MUST_MATCH });
