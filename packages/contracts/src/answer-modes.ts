import * as v from 'valibot';

/**
 * A legacy answer with modes (docs/decisions/0012): each mode a strict object, named, and the answer
 * the union of them. The legacy wire formats have no key present in every mode that tells them apart
 * (`valid` is true both when a set was added and when it asks for a confirmation), so this is a
 * `v.union` of strict objects rather than a `v.variant`: a strict object refuses keys of another mode,
 * so exactly one mode matches any answer. TypeScript narrows on the keys (`'warning' in answer`).
 */
export type AnswerModes = Record<string, v.GenericSchema>;

export type ModalAnswer<M extends AnswerModes> = v.UnionSchema<M[keyof M][], undefined> & { readonly modes: M };

export function answerModes<const M extends AnswerModes>(modes: M): ModalAnswer<M> {
  return Object.assign(v.union(Object.values(modes) as M[keyof M][]), { modes });
}

/** The name of the mode an answer is in, or undefined when it is in none (it breaks the contract). */
export function modeOf<M extends AnswerModes>(answer: ModalAnswer<M>, value: unknown): keyof M | undefined {
  return Object.keys(answer.modes).find((name) => v.is(answer.modes[name]!, value));
}
