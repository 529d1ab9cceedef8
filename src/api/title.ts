// Which title a portal URL belongs to. Pages have their title baked in; this serves hand-offs from outside.
import { call } from './client.ts';

/** The title code for a portal URL; POL when the lookup fails, silently (spec section 8). */
export async function retrieveTitleCode(url: string): Promise<string> {
  try {
    return (await call('retrieveTitleCode', { body: { url } })).titleCode;
  } catch {
    return 'POL';
  }
}
