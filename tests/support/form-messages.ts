// What a form's schema says about an input, field by field, as react-hook-form shows it: the first message each.
import * as v from 'valibot';

export function firstMessages(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const nested = v.flatten(result.issues).nested ?? {};
  return Object.fromEntries(Object.entries(nested).map(([field, messages]) => [field, messages![0]]));
}
