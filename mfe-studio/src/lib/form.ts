import { toNestErrors } from '@hookform/resolvers';
import type { TFunction } from 'i18next';
import { type DefaultValues, type FieldError, type FieldValues, type Path, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { issueProblem, problemText, serverProblems } from './errors';

/** react-hook-form's check by a valibot schema (a contract's, or a form's built from its parts), in the studio's words. */
export function studioResolver<S extends v.GenericSchema>(schema: S, t: TFunction): Resolver<v.InferInput<S> & FieldValues, unknown, v.InferOutput<S>> {
  return (values, _context, options) => {
    const result = v.safeParse(schema, values, { abortPipeEarly: true });
    if (result.success) return { values: result.output, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.issues) {
      const path = v.getDotPath(issue);
      if (path && !errors[path]) errors[path] = { type: issue.type, message: problemText(t, issueProblem(issue)) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** A studio form: checked by `schema` before it is sent, each field's message from the studio's texts. */
export function useStudioForm<S extends v.GenericSchema>(schema: S, defaultValues: DefaultValues<v.InferInput<S> & FieldValues>) {
  const { t } = useTranslation('studio');
  return useForm<v.InferInput<S> & FieldValues, unknown, v.InferOutput<S>>({ resolver: studioResolver(schema, t), defaultValues });
}

/**
 * The fields a refused call names, put on the form's fields: `fieldOf` turns a path of the call's body into the
 * form's field (null: the form has no such field, the page's message says it). True when any was put.
 */
export function showServerProblems<F extends FieldValues>(
  form: Pick<UseFormReturn<F, unknown, never>, 'setError'>,
  error: unknown,
  t: TFunction,
  fieldOf: (path: string) => Path<F> | null,
): boolean {
  let shown = false;
  for (const problem of serverProblems(error)) {
    const field = fieldOf(problem.path);
    if (!field) continue;
    form.setError(field, { type: problem.kind, message: problemText(t, problem) });
    shown = true;
  }
  return shown;
}
