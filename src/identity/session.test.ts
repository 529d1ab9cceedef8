// Logout forgets the user through the one registry (stores/kit/user-bound.ts, whose test holds that every store is
// in it): here, that logout uses it, and that what the user had loaded and kept in the tab is gone afterwards.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../tests/support/memory-storage.ts';

vi.mock('./identity.ts', () => ({ initIdentity: vi.fn(), identityLogout: vi.fn(), startLogin: vi.fn() }));
vi.mock('../api/auth.ts', () => ({ endPortalSession: vi.fn(async () => undefined), fetchLoginToken: vi.fn() }));

const BRAND = { titleCode: 'ADR', name: 'Adresseavisen', pageUrl: 'https://www.adressa.no/' };

beforeAll(() => {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('location', new URL('https://minside.adressa.no/fakturaoversikt'));
  vi.stubGlobal('document', { getElementById: () => ({ textContent: JSON.stringify(BRAND) }) });
  vi.stubGlobal('addEventListener', () => {});
});
afterAll(() => vi.unstubAllGlobals());

it('logout forgets every store of the user and every key of the tab, then leaves through the identity provider', async () => {
  const { $account } = await import('../stores/person/account.ts');
  const { $invoices } = await import('../stores/payment/invoices.ts');
  const { $paymentVerification } = await import('../stores/payment/payment.ts');
  const { writeStored, readStored } = await import('../stores/kit/browser-storage.ts');
  const { identityLogout } = await import('./identity.ts');
  const { logout } = await import('./session.ts');

  $account.set({ accountBalance: 0, spidId: '1000003', firstTitleCode: 'ADR', ariaAccountNo: '5100003' });
  $invoices.replace({ status: 'loaded', invoices: [] });
  $paymentVerification.set({ status: 'refused', reason: 'replayed' });
  writeStored('lastAccount', { spidId: '1000003', ariaAccountNo: '5100003' });
  writeStored('tripPaymentId', 'p1');
  localStorage.setItem('source', 'sms');

  await logout();

  expect([$account.get(), $invoices.get(), $paymentVerification.get()]).toEqual([
    null,
    { status: 'idle' },
    { status: 'verifying' },
  ]);
  expect([
    readStored('lastAccount'),
    readStored('tripPaymentId'),
    localStorage.getItem('source'),
    sessionStorage.length,
  ]).toEqual([undefined, undefined, null, 0]);
  expect(identityLogout).toHaveBeenCalledWith(BRAND.pageUrl);
});
