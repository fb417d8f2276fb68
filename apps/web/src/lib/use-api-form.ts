import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type SubmitErrorHandler,
  type UseFormRegisterReturn,
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
  /**
   * Values from the server (once loaded): the form shows them, and again whenever they change,
   * replacing what was typed.
   */
  values?: z.input<S>;
  /** Fields that server field errors may land on; by default every field of `defaultValues`. */
  fields?: readonly Path<z.input<S>>[];
};

export type FailureOptions = {
  /**
   * The failure toast: the server's own message when it sent one, else this text; or a function
   * of the error for a form that words some refusals itself.
   */
  failure: string | ((error: unknown) => string);
  /** How long the failure toast stays, in ms (sonner's default when unset). */
  toastDuration?: number;
};

export type SubmitOptions<S extends FormSchema> = FailureOptions & {
  /** Runs after the server's field errors are on their fields and before the toast. */
  onFailure?: (error: unknown, values: z.output<S>) => void;
  /** Runs when the form's own schema refuses the values (nothing is sent). */
  onInvalid?: SubmitErrorHandler<z.input<S>>;
};

/** What a field component takes from its form: the control's registration and its error message. */
export type FieldProps = UseFormRegisterReturn & { error?: string };

/** A form's fields by name; a component that shows some of them takes `FieldOf<'a' | 'b'>`. */
export type FieldOf<Name extends string> = (name: Name) => FieldProps;

export type ApiForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /**
   * The form's submit handler: checks the values with the schema, runs `action`, and when it
   * throws puts the server's field errors on the matching fields and toasts the failure.
   */
  submit: (
    action: (values: z.output<S>) => Promise<unknown>,
    options: SubmitOptions<S>,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
  /**
   * Runs `action` without the form's values (a second button such as "Switch off"), with the
   * same handling of a failure as `submit`.
   */
  run: (action: () => Promise<unknown>, options: FailureOptions) => Promise<void>;
  /** A field's props, `<TextField label="…" {...field('name')} />`: registered, with its error. */
  field: FieldOf<Path<z.input<S>>>;
};

/** A react-hook-form form checked by a zod schema, with one way to submit it to the server. */
export function useApiForm<S extends FormSchema>(schema: S, options: ApiFormOptions<S>): ApiForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues: options.defaultValues,
    values: options.values,
  });
  const fields = options.fields ?? (Object.keys(options.defaultValues ?? {}) as Path<z.input<S>>[]);

  const attempt = async (
    action: () => Promise<unknown>,
    { failure, toastDuration }: FailureOptions,
    onFailure?: (error: unknown) => void,
  ) => {
    try {
      await action();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fields);
      onFailure?.(error);
      const message = typeof failure === 'function' ? failure(error) : errorMessage(error, failure);
      toast.error(message, toastDuration === undefined ? undefined : { duration: toastDuration });
    }
  };

  const submit: ApiForm<S>['submit'] = (action, { onFailure, onInvalid, ...failure }) =>
    form.handleSubmit(
      (values) =>
        attempt(
          () => action(values),
          failure,
          (error) => onFailure?.(error, values),
        ),
      onInvalid,
    );

  const field: ApiForm<S>['field'] = (name) => ({
    ...form.register(name),
    // Read through formState, so the form renders again when the error changes.
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
  });

  return { ...form, submit, run: (action, failure) => attempt(action, failure), field };
}
