// Spec section 8's "No login token received": an answer without a token never starts a login.
import { expect, it, vi } from 'vitest';

vi.mock('./client.ts', () => ({ call: vi.fn(async () => ({ token: '' })) }));

it('an empty login token is "No login token received"', async () => {
  const { fetchLoginToken } = await import('./auth.ts');
  await expect(fetchLoginToken()).rejects.toThrow('No login token received');
});
