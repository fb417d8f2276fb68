import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type SubmitErrorHandler,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { errorMessage } from './api-client';
import { applyServerFieldErrors } from './form-errors';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type ApiFormOptions<S extends FormSchema> = {
  defaultValues: DefaultValues<z.input<S>>;
  /** Fields that server field errors may land on; by default every field of `defaultValues`. */
  fields?: readonly Path<z.input<S>>[];
};

export type SubmitOptions<S extends FormSchema> = {
  /**
   * The failure toast: the server's own message when it sent one, else this text; or a function
   * of the error for a form that words some refusals itself.
   */
  failure: string | ((error: unknown) => string);
  /** How long the failure toast stays, in ms (sonner's default when unset). */
  toastDuration?: number;
  /** Runs after the server's field errors are on their fields and before the toast. */
  onFailure?: (error: unknown, values: z.output<S>) => void;
  /** Runs when the form's own schema refuses the values (nothing is sent). */
  onInvalid?: SubmitErrorHandler<z.input<S>>;
};

export type ApiForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /**
   * The form's submit handler: checks the values with the schema, runs `action`, and when it
   * throws puts the server's field errors on the matching fields and toasts the failure.
   */
  submit: (
    action: (values: z.output<S>) => Promise<unknown>,
    options: SubmitOptions<S>,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
};

/** A react-hook-form form checked by a zod schema, with one way to submit it to the server. */
export function useApiForm<S extends FormSchema>(schema: S, options: ApiFormOptions<S>): ApiForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues: options.defaultValues,
  });
  const fields = options.fields ?? (Object.keys(options.defaultValues ?? {}) as Path<z.input<S>>[]);

  const submit: ApiForm<S>['submit'] = (action, { failure, toastDuration, onFailure, onInvalid }) =>
    form.handleSubmit(async (values) => {
      try {
        await action(values);
      } catch (error) {
        applyServerFieldErrors(error, form.setError, fields);
        onFailure?.(error, values);
        const message = typeof failure === 'function' ? failure(error) : errorMessage(error, failure);
        toast.error(message, toastDuration === undefined ? undefined : { duration: toastDuration });
      }
    }, onInvalid);

  return { ...form, submit };
}
