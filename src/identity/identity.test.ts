// Spec section 8: "Identity not initialized" before the page has set the SDK up, and a failed session check that is
// logged ("HasSession failed") and falls back to asking the SDK whether someone is logged in.
import { afterEach, expect, it, vi } from 'vitest';

const sdk = { hasSession: vi.fn(), isLoggedIn: vi.fn(), getUser: vi.fn() };
vi.mock('@schibsted/account-sdk-browser/identity.js', () => ({
  Identity: class {
    constructor() {
      return sdk;
    }
  },
}));

const brand = { clientId: 'abc123', sessionDomain: 'https://id.adressa.no', minsideUrl: 'https://minside.adressa.no/' };
afterEach(() => vi.restoreAllMocks());

it('asking for the SDK before it is set up is "Identity not initialized"', async () => {
  const { getIdentity } = await import('./identity.ts');
  expect(() => getIdentity()).toThrow('Identity not initialized');
});

it('a failed session check is logged and the SDK is asked instead', async () => {
  const { initIdentity, readUser } = await import('./identity.ts');
  initIdentity(brand as never, 'https://minside.adressa.no');
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  sdk.hasSession.mockRejectedValue(new Error('network'));
  sdk.isLoggedIn.mockResolvedValue(true);
  sdk.getUser.mockResolvedValue({ userId: 1000003, sp_id: 'sp', givenName: 'Marte' });
  expect(await readUser()).toMatchObject({ userId: '1000003', sp_id: 'sp', phoneNumber: '' });
  expect(warn).toHaveBeenCalledWith('HasSession failed', expect.any(Error));

  sdk.isLoggedIn.mockResolvedValue(false);
  expect(await readUser()).toBeNull();
});
