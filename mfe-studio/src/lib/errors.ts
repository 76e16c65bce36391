import { ApiError } from '@shop/api-client';
import { POLICY_KINDS } from '@shop/contracts/studio';
import type { TFunction } from 'i18next';
import * as v from 'valibot';

/**
 * Every message the studio shows comes from its own texts (locales/<lang>/studio.json), never from a contract's or
 * the server's English: a problem is named by its field and its kind (valibot's issue type, such as max_length, or
 * the server's own, such as contrast), and the texts say it per field where the kind alone says too little
 * (a pattern), else per kind.
 */
export interface Problem {
  /** Where, as a dotted path of the form or the call's body (settings.hosts.0, modules.2.src). */
  path: string;
  kind: string;
  /** What the text needs: the limit (requirement), a ratio, a format. */
  values?: Record<string, string | number>;
}

/** Record keys under these are languages (title.en, privacyPolicy.nb): the text is the field's, not the language's. */
const PER_LANGUAGE = new Set<string>(['title', ...POLICY_KINDS]);

/** The field a text is keyed by: the last part of the path that is not a place in a list or a language. */
export function fieldOf(path: string): string {
  const parts = path.split('.').filter((part) => part !== '' && !/^\d+$/.test(part));
  if (parts.length > 1 && PER_LANGUAGE.has(parts[parts.length - 2]!)) parts.pop();
  return parts[parts.length - 1] ?? '';
}

/** A problem in the studio's words: the field's own text for its kind, else the kind's, else a plain 'not accepted'. */
export function problemText(t: TFunction, problem: Problem): string {
  const field = fieldOf(problem.path);
  // a text of at least one character is a required one
  const kind = (problem.kind === 'min_length' || problem.kind === 'min_size') && problem.values?.requirement === 1 ? 'non_empty' : problem.kind;
  return t([`studio:validation.fields.${field}.${kind}`, `studio:validation.kinds.${kind}`, 'studio:validation.kinds.invalid'], {
    ...problem.values,
  });
}

/** A problem of an uploaded file (an import's dry run): what is wrong in English, and its kind for the studio to word it. */
export interface FileProblemLike {
  message: string;
  kind?: string;
  values?: Record<string, string | number>;
}

/**
 * A file's problem in the studio's words: a contract's check (values.field, the path in the file) as a form's field
 * with that path before it, the import's own kinds from validation.kinds with their values; the server's English
 * only for a kind the texts do not know (a newer server).
 */
export function fileProblemText(t: TFunction, problem: FileProblemLike): string {
  if (!problem.kind) return problem.message;
  const { field, ...values } = problem.values ?? {};
  if (typeof field === 'string') {
    const text = t([`studio:validation.fields.${fieldOf(field)}.${problem.kind}`, `studio:validation.kinds.${problem.kind}`], {
      ...values,
      defaultValue: '',
    });
    if (!text) return problem.message;
    return field ? t('studio:validation.atField', { field, text }) : text;
  }
  return t(`studio:validation.kinds.${problem.kind}`, { ...problem.values, defaultValue: problem.message });
}

/** A valibot issue (a form checked by a contract's schema) as a problem. */
export function issueProblem(issue: v.BaseIssue<unknown>): Problem {
  const { requirement } = issue;
  return {
    path: v.getDotPath(issue) ?? '',
    kind: issue.type,
    values: typeof requirement === 'number' || typeof requirement === 'string' ? { requirement } : undefined,
  };
}

/** The fields a 400 names (body.settings.name → settings.name), with their kind (the contract's or the server's rule). */
export function serverProblems(error: unknown): Problem[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return (error.body?.fields ?? []).map((f) => ({ path: f.field.replace(/^(body|query|params)\./, ''), kind: f.kind ?? 'invalid', values: f.values }));
}

/** The fields a 400 names, keyed by their path (carrier, trackingNumber), each worded from the studio's texts. */
export function fieldErrorsOf(error: unknown, t: TFunction): Record<string, string> {
  return Object.fromEntries(serverProblems(error).map((problem) => [problem.path, problemText(t, problem)]));
}

/** A refused save because someone saved a newer version first: who and when, for the conflict message. */
export function conflictOf(error: unknown): { by: string; at: string } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return error.body?.conflict ?? null;
}

/** A refusal the studio makes itself before calling (a draft a contract refuses): its message is in the studio's words already. */
export class StudioRefusal extends Error {}

/** The message for a failed call, from the studio's texts: by the server's error code, with what the code's text needs. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof StudioRefusal) return error.message;
  if (!(error instanceof ApiError)) return t('studio:errors.generic');
  if (error.isNetworkError) return t('studio:errors.network');
  const problems = serverProblems(error);
  if (problems.length) return [...new Set(problems.map((p) => problemText(t, p)))].join(' ');
  const code = error.body?.error;
  const byStatus: Record<number, string> = { 401: 'signedOut', 404: 'notFound', 413: 'tooLarge' };
  const keys = [
    ...(code ? [`studio:errors.codes.${code}`] : []),
    ...(byStatus[error.status] ? [`studio:errors.${byStatus[error.status]}`] : []),
    'studio:errors.generic',
  ];
  return t(keys, { ...error.body?.values });
}
