// Nothing paid is lost, and one click is one order (issue 8): a 401 on a public page sends the user to login and
// back; a session that ran out at the payment provider still ends in a subscription; a paid order the buyer never
// came back from is completed from Min side; repeated clicks and a lost answer make one order.
import type { BrowserContext, Page } from '@playwright/test';
import { decodeLoginState } from '../../src/domain/auth/login-state.ts';
import { expect, test } from './fixtures.ts';
import { backendState, expectNoAxeViolations, injectFault, resetBackend } from './harness.ts';
import { isTwinLogin, persona, pickPersona, signInAs } from './session.ts';
import { SITES } from './sites.ts';

const site = SITES[2]!;

test.beforeEach(async ({ page }) => resetBackend(page, site));

type StoredOrder = { orderId: string; status: string; userId: string };

async function orders(page: Page): Promise<StoredOrder[]> {
  return (await backendState<{ orders: StoredOrder[] }>(page, site)).orders;
}

async function openOrderForm(page: Page): Promise<void> {
  await page.goto(`${site.origin}/bestill-abonnement`);
  await expect(page.getByRole('group', { name: 'Velg abonnement' })).toBeVisible();
}

const payButton = (page: Page) => page.getByRole('button', { name: 'Betal', exact: true });
const goToPaymentButton = (page: Page) => page.getByRole('button', { name: 'Gå til betaling' });

/** On the provider's page for the order: its id. */
async function atProvider(page: Page, method: 'Betalingskort' | 'Vipps'): Promise<string> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Betal med ${method}`);
  return new URL(page.url()).searchParams.get('orderId')!;
}

// Each persona's tests of a journey are steps of one test, with one sign-in and first load (docs/testing.md, issue 27).
test('a 401 on a public page: a public page that gets no 401 loads no identity SDK; one that gets it sends the user to login and back to the same path, query and hash', async ({
  page,
}) => {
  await test.step('a public page that gets no 401 loads no identity SDK for it', async () => {
    // On a phone the header checks the session only when the menu opens, so anything loaded here is the handler's.
    await page.setViewportSize({ width: 390, height: 800 });
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto(`${site.origin}/winback`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('article')).toHaveCount(2);
    expect(loaded.filter((path) => path.startsWith('/_astro/identity.') || path.startsWith('/identity/'))).toEqual([]);
  });

  await test.step('sends the user to login and back to the same path, query and hash', async () => {
    await injectFault(page, site, { call: 'offering', kind: 'status', status: 401, times: 1 });
    await page.goto(`${site.origin}/winback?fra=epost#tilbud`);
    await page.waitForURL((url) => isTwinLogin(url, site));
    expect(decodeLoginState(new URL(page.url()).searchParams.get('state'))?.returnUrl).toBe(
      '/winback?fra=epost#tilbud',
    );
    await pickPersona(page, persona('cancelled').label);
    await expect(page).toHaveURL(`${site.origin}/winback?fra=epost#tilbud`);
    await expect(page.getByRole('article')).toHaveCount(2);
  });
});

/**
 * The buyer pays on the provider's page and closes the page before the provider's redirect brings them back; a new
 * tab later opens Min side, which completes the order. Returns the new tab.
 */
async function paidAndNeverCameBack(page: Page, context: BrowserContext, landing: string): Promise<Page> {
  await openOrderForm(page);
  await goToPaymentButton(page).click();
  const orderId = await atProvider(page, 'Betalingskort');
  // The buyer pays and closes the page before the provider's redirect brings them back: the payment reaches the
  // provider, its redirect never reaches the browser (a route cannot catch a redirect's target itself).
  await page.route('**/provider/betal', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await route.fetch({ maxRedirects: 0 });
    await route.fulfill({ status: 204 });
  });
  await payButton(page).click();
  await expect.poll(async () => (await orders(page)).map((order) => order.status)).toEqual(['paid']);
  // A new tab first, then the old one closed: closing a context's last page can race its next newPage.
  const later = await context.newPage();
  await page.close();
  await later.goto(`${site.origin}/`);
  await expect(later).toHaveURL(site.origin + landing);
  const notice = later.getByRole('region', { name: 'Du har et betalt kjøp som ikke er fullført' });
  await expect(notice).toContainText('Digitalabonnement');
  await expectNoAxeViolations(later, 'pending purchase notice');
  await notice.getByRole('button', { name: 'Fullfør kjøpet' }).click();
  await expect(later).toHaveURL(`${site.origin}/kvittering`);
  await expect(later.getByRole('heading', { level: 1 })).toHaveText('Kvittering');
  expect(await orders(later)).toEqual([expect.objectContaining({ orderId, status: 'completed' })]);
  await later.getByRole('link', { name: 'Til Min side' }).click();
  await expect(later.getByRole('region', { name: 'Abonnementet ditt' })).toContainText('Prøveperiode til');
  await expect(later.getByRole('region', { name: 'Du har et betalt kjøp som ikke er fullført' })).toHaveCount(0);
  return later;
}

test('one click, one order: three fast clicks, a slow order, a lost answer; and a paid order the buyer never came back from is completed from Min side: without a subscription, on /ingen-abonnement', async ({
  page,
  context,
}) => {
  await test.step('one click, one order: three fast clicks on "Gå til betaling" make one order', async () => {
    await signInAs(page, site, 'no-subscription', null);
    await openOrderForm(page);
    await goToPaymentButton(page).click({ clickCount: 3 });
    const orderId = await atProvider(page, 'Betalingskort');
    expect((await orders(page)).map((order) => order.orderId)).toEqual([orderId]);
  });

  await test.step('one click, one order: while a slow order is under way the button cannot be pressed again', async () => {
    // No orders again: the seed.
    await resetBackend(page, site);
    await openOrderForm(page);
    await injectFault(page, site, { call: 'createOrder', kind: 'slow', delayMs: 1500, times: 1 });
    await goToPaymentButton(page).click();
    const busy = page.getByRole('button', { name: 'Sender deg til betaling…' });
    await expect(busy).toBeDisabled();
    await busy.click({ force: true, clickCount: 3 });
    const orderId = await atProvider(page, 'Betalingskort');
    expect((await orders(page)).map((order) => order.orderId)).toEqual([orderId]);
  });

  await test.step('one click, one order: an answer lost on the way back, then "Prøv igjen": the same order', async () => {
    await resetBackend(page, site);
    await openOrderForm(page);
    // The backend makes the order, but its answer never reaches the browser.
    await page.route(
      '**/api/order',
      async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await goToPaymentButton(page).click();
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('button', { name: 'Prøv igjen' })).toBeVisible();
    expect(await orders(page)).toHaveLength(1);
    await alert.getByRole('button', { name: 'Prøv igjen' }).click();
    const orderId = await atProvider(page, 'Betalingskort');
    expect((await orders(page)).map((order) => order.orderId)).toEqual([orderId]);
  });

  await test.step('a paid order the buyer never came back from is completed from Min side: without a subscription: on /ingen-abonnement', async () => {
    await resetBackend(page, site);
    await paidAndNeverCameBack(page, context, '/ingen-abonnement');
  });
});

test('a former subscriber: winback takes an offer to the provider page, and Min side shows the new subscription; a paid order never came back from is completed from Min side, on home', async ({
  page,
  context,
}) => {
  // purchase.spec.ts's winback purchase of the cancelled persona, here for one sign-in per persona.
  await test.step('winback: a cancelled former subscriber takes an offer to the provider page, and Min side shows the new subscription', async () => {
    await signInAs(page, site, 'cancelled', '/winback');
    await page
      .getByRole('article')
      .filter({ hasText: '3 måneder for 99' })
      .getByRole('link', { name: 'Bestill' })
      .click();
    await expect(page).toHaveURL(`${site.origin}/bestill-abonnement?tilbud=digital-3mnd`);
    await expect(page.getByRole('radio', { name: /3 måneder for 99\skr, deretter 399\skr per måned/ })).toBeChecked();
    await goToPaymentButton(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Betal med Betalingskort');
    await payButton(page).click();
    await expect(page).toHaveURL(`${site.origin}/kvittering`);
    await page.getByRole('link', { name: 'Til Min side' }).click();
    await expect(page.getByRole('region', { name: 'Abonnementet ditt' })).toContainText('Prøveperiode til');
  });

  await test.step('a paid order the buyer never came back from is completed from Min side: a former subscriber: on home', async () => {
    // A former subscriber again: the seed.
    await resetBackend(page, site);
    await paidAndNeverCameBack(page, context, '/');
  });
});

// Last in the file: a logout ends the persona's kept session, so the next sign-in as that persona logs in again.
test('the session ran out while the buyer was at the payment provider: by card and by Vipps, login on the way back, then the order completes', async ({
  page,
}) => {
  const buyer = persona('no-subscription');
  for (const [method, completion] of [
    ['Betalingskort', '/completepurchase'],
    ['Vipps', '/completevippspurchase'],
  ] as const) {
    await test.step(`${method}: login on the way back, then the order completes`, async () => {
      // The first signs in; the second goes on in the session the first one's login made, without its order.
      if (method === 'Betalingskort') await signInAs(page, site, buyer.id, null);
      else await resetBackend(page, site);
      await openOrderForm(page);
      await page.getByRole('radio', { name: method }).check();
      await goToPaymentButton(page).click();
      const orderId = await atProvider(page, method);
      // The portal session ends while the buyer is away (as an expiry would end it).
      expect((await page.request.post(`${site.origin}/api/logout`)).ok()).toBe(true);
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
      await payButton(page).click();
      await page.waitForURL((url) => isTwinLogin(url, site));
      expect(decodeLoginState(new URL(page.url()).searchParams.get('state'))?.returnUrl).toBe(
        `${completion}?orderId=${orderId}`,
      );
      await pickPersona(page, buyer.label);
      await expect(page).toHaveURL(`${site.origin}/kvittering`);
      // Back at the completion route with the order id, which completed the order.
      expect(visited.slice(visited.findIndex((url) => url.includes('/callback')))).toContain(
        `${site.origin}${completion}?orderId=${orderId}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kvittering');
      await expect(page.getByText('Digitalabonnement')).toBeVisible();
      expect((await orders(page)).map((order) => order.status)).toEqual(['completed']);
      await page.getByRole('link', { name: 'Til Min side' }).click();
      await expect(page.getByRole('region', { name: 'Abonnementet ditt' })).toContainText('Digitalabonnement');
    });
  }
});
