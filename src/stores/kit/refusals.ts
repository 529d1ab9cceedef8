// Refusals typed by the contract (src/api/contract.ts): a page model says once where each refusal of its calls that
// the user can act on belongs, at a field or for the form as a whole, and a code its calls do not declare does not
// compile. The state then carries the code typed, so an island's words by code miss none without a compile error.
import { declaresRefusal, type CallName, type RefusalCode } from '../../api/contract.ts';
import { refusalCodeOf } from './request-failure.ts';

/** Where a refusal belongs: a field of the form, the form as a whole, or either, by what was sent. */
export type Place<Field extends string, Values> = Field | 'form' | ((values: Values) => Field | 'form');

declare const fromTheContract: unique symbol;

/** Each refusal the user can act on with its place; only `refusalsOf` makes one, so every code in it is declared. */
export type Refusals<Code extends string, Field extends string, Values> = {
  readonly [C in Code]: Place<Field, Values>;
} & { readonly [fromTheContract]: true };

/** The codes a `Refusals` places. */
export type PlacedCode<R> = Exclude<keyof R, typeof fromTheContract>;

/**
 * The places of the refusals of `calls` the user can act on. A code none of them declares is a compile error (and,
 * should a cast hide it, an error when the module loads).
 */
export function refusalsOf<
  N extends CallName,
  Code extends RefusalCode<N>,
  Field extends string = never,
  Values = unknown,
>(
  calls: N | readonly N[],
  places: { readonly [C in Code]: Place<Field, Values> },
): Refusals<Code, Exclude<Field, 'form'>, Values> {
  const declaredBy = ([] as N[]).concat(calls);
  for (const code of Object.keys(places)) {
    if (!declaredBy.some((call) => declaresRefusal(call, code)))
      throw new Error(`${code} is not a refusal of ${declaredBy.join(' or ')}`);
  }
  return places as Refusals<Code, Exclude<Field, 'form'>, Values>;
}

/** The refusal in `error` with its place, when it is one of `refusals`; undefined for any other (the request failed). */
export function placeOf<Code extends string, Field extends string, Values>(
  error: unknown,
  refusals: Refusals<Code, Field, Values> | undefined,
  values: Values,
): { code: Code; field?: Field } | undefined {
  const code = refusalCodeOf(error);
  if (code === undefined || !refusals || !Object.hasOwn(refusals, code)) return undefined;
  const place: Place<Field, Values> = refusals[code as Code];
  const at = typeof place === 'function' ? place(values) : place;
  return at === 'form' ? { code: code as Code } : { code: code as Code, field: at };
}

/**
 * What a refusal of `call` stands for where it is an answer to show rather than a failure (for a load, "no such
 * invoice"), looked up by its code; undefined for any other code, and for a failure.
 */
export function answerFor<N extends CallName, Code extends RefusalCode<N>, Answer>(
  error: unknown,
  call: N,
  answers: { readonly [C in Code]: Answer },
): Answer | undefined {
  const code = refusalCodeOf(error);
  return code !== undefined && declaresRefusal(call, code) && Object.hasOwn(answers, code)
    ? answers[code as Code]
    : undefined;
}
