// How the account pays: home's summary, changing the method and the card through the payment provider and back,
// removing a card, and everything that can go wrong on the way, from personas signed in through the real SDK and
// identity twin, against the reference backend and its provider page.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { backendState, expectNoAxeViolations, injectFault, lookAt, resetBackend } from './harness.ts';
import { accountNoOf, personaById } from '../../scripts/preview/backend/personas.ts';
import { signInAs } from './session.ts';
import { SITES, type Site } from './sites.ts';

const site = SITES[2]!;

test.beforeEach(async ({ page }) => resetBackend(page, site));

const paymentCard = (page: Page) => page.getByRole('region', { name: 'Betalingsmåte' });

async function openHome(page: Page, personaId: string, on: Site = site) {
  await signInAs(page, on, personaId, '/');
  await expect(paymentCard(page)).toBeVisible();
  return paymentCard(page);
}

async function storedMethod(page: Page, personaId: string): Promise<{ method: string | null }> {
  const state = await backendState<{ accounts: { ariaAccountNo: string; paymentMethod: { method: string | null } }[] }>(
    page,
    site,
  );
  const ariaAccountNo = accountNoOf(personaById(personaId)!);
  return state.accounts.find((account) => account.ariaAccountNo === ariaAccountNo)!.paymentMethod;
}

/** Chooses a method on /endre-betalingsmetode and goes on to the provider. */
async function chooseMethod(page: Page, method: 'Betalingskort' | 'Vipps' | 'AvtaleGiro' | 'eFaktura') {
  await page.goto(`${site.origin}/endre-betalingsmetode`);
  await goOnWith(page, method);
}

/** On /endre-betalingsmetode already: chooses a method and goes on to the provider. */
async function goOnWith(page: Page, method: 'Betalingskort' | 'Vipps' | 'AvtaleGiro' | 'eFaktura') {
  await page.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
  await page.getByRole('button', { name: 'Gå videre' }).click();
  await expect(page).toHaveURL(/\/provider\/betaling\?paymentId=/);
}

/** An answer on the provider's page; back on the verify page with its outcome. */
async function atProvider(page: Page, answer: 'Godkjenn' | 'Avvis' | 'Avbryt', verifyPath: string) {
  await page.getByRole('button', { name: answer }).click();
  await expect(page).toHaveURL(new RegExp(`${verifyPath}\\?paymentId=`));
}

/** Home's payment card of the digital persona: the card, that it expires soon, and the ways to change both. */
async function expectDigitalCard(page: Page, card: Locator) {
  await expect(card).toContainText('Betalingskort');
  await expect(card).toContainText(/Visa som slutter på 4242, gyldig til \d{2}\/\d{4}/);
  await expect(card).toContainText('Kortet utløper snart.');
  await expect(card.getByRole('link', { name: 'Endre betalingsmåte' })).toHaveAttribute(
    'href',
    '/endre-betalingsmetode',
  );
  // Issue 41: the card pays for a running subscription, so the card page offers to replace it, not to remove it.
  await expect(card.getByRole('link', { name: 'Bytt betalingskort' })).toHaveAttribute(
    'href',
    '/legg-til-betalingskort',
  );
  await expectNoAxeViolations(page, '/');
}

// Each step was a test of its own, with its own sign-in and first page (docs/testing.md, issue 27).
test('the digital subscriber: home says how the account pays (FT and ADR, at 390 px, after a failed lookup), and the card is replaced, once declined', async ({
  page,
}) => {
  const ft = SITES[1]!;
  await test.step(`home says how the account pays: digital on ${ft.titleCode}: the card, and that it expires soon`, async () => {
    await expectDigitalCard(page, await openHome(page, 'digital', ft));
  });

  await test.step(`home says how the account pays: digital on ${site.titleCode}: the card, and that it expires soon`, async () => {
    await expectDigitalCard(page, await openHome(page, 'digital'));
  });

  await test.step('home says how the account pays: at 390 px wide', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await lookAt(paymentCard(page), 'payment-method-home.png');
  });

  await test.step('home says how the account pays: a failed lookup says so with a retry, and the rest of home is there', async () => {
    await injectFault(page, site, { call: 'getPaymentMethod', kind: 'status', status: 500, times: 1 });
    await page.goto(`${site.origin}/`);
    await expect(page.getByRole('region', { name: 'Abonnementet ditt' })).toBeVisible();
    const card = paymentCard(page);
    await expect(card.getByRole('alert')).toHaveText(/Det oppstod en feil ved henting av betalingsmetode\./);
    await card.getByRole('button', { name: 'Prøv igjen' }).click();
    await expect(card).toContainText('Visa som slutter på 4242');
  });

  await test.step('the card: replace the card (digital); removing it is not offered while it pays the subscription, and the page says why', async () => {
    await page.goto(`${site.origin}/legg-til-betalingskort`);
    // Issue 41: home's "Bytt betalingskort" leads here, so the page is not headed "Legg til betalingskort".
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Betalingskort');
    await expect(page.getByRole('main')).toContainText('Visa som slutter på 4242');
    // Issue 24: never offer what the backend would refuse (mayRemoveCard, the rule both apply).
    await expect(page.getByRole('button', { name: 'Bytt kort' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fjern kortet' })).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText(
      'Abonnementet ditt betales med dette kortet, så du kan bytte det, men ikke fjerne det.',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Endre betalingsmåte' })).toBeVisible();
    await expectNoAxeViolations(page, '/legg-til-betalingskort');
  });

  await test.step('the card: a declined card is explained, and the old card stays', async () => {
    await page.getByRole('button', { name: 'Bytt kort' }).click();
    await atProvider(page, 'Avvis', '/legg-til-betalingskort/verify');
    await expect(page.getByRole('heading', { name: 'Endringen ble avvist' })).toBeFocused();
    await page.getByRole('link', { name: 'Prøv igjen' }).click();
    await expect(page.getByRole('main')).toContainText('Visa som slutter på 4242');
  });

  await test.step('the card: replace the card (digital), on the card page "Prøv igjen" led back to', async () => {
    await page.getByRole('button', { name: 'Bytt kort' }).click();
    await atProvider(page, 'Godkjenn', '/legg-til-betalingskort/verify');
    await expect(page.getByRole('heading', { name: 'Kortet er byttet' })).toBeFocused();
    await expect(page.getByRole('main')).not.toContainText('4242');
  });
});

test('changing the method through the provider: a 500 on the change kept and retried, card → Vipps, shown on home; then back to a card; a reload of the verify page', async ({
  page,
}) => {
  await test.step('card → Vipps: the page', async () => {
    await signInAs(page, site, 'digital', '/endre-betalingsmetode');
    await expect(page.getByRole('radio', { name: /^Betalingskort/ })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Hvordan vil du betale?' })).toContainText('Det du betaler med nå');
    await expectNoAxeViolations(page, '/endre-betalingsmetode');
  });

  await test.step('a 500 on the change keeps the choice, and "Prøv igjen" goes on to the provider', async () => {
    await injectFault(page, site, { call: 'changePaymentMethod', kind: 'status', status: 500, times: 1 });
    await page.getByRole('radio', { name: /^Vipps/ }).check();
    await page.getByRole('button', { name: 'Gå videre' }).click();
    await expect(page.getByRole('alert')).toContainText('Noe gikk galt hos oss.');
    await expect(page.getByRole('radio', { name: /^Vipps/ })).toBeChecked();
    await page.getByRole('button', { name: 'Prøv igjen' }).click();
    await expect(page).toHaveURL(/\/provider\/betaling\?paymentId=/);
  });

  await test.step('card → Vipps (at the provider, as "Prøv igjen" left it), shown on home; then back to a card', async () => {
    // Nothing changes before the verify call.
    expect(await storedMethod(page, 'digital')).toMatchObject({ method: 'SWEDBANK-PPG' });
    await atProvider(page, 'Godkjenn', '/endre-betalingsmetode/verify');
    const heading = page.getByRole('heading', { name: 'Betalingsmåten er endret' });
    await expect(heading).toBeFocused();
    await expect(page.getByRole('main')).toContainText('Nå betaler du med: Vipps');
    await expectNoAxeViolations(page, '/endre-betalingsmetode/verify');
    await page.setViewportSize({ width: 390, height: 844 });
    await lookAt(page, 'payment-method-verify.png', { fullPage: true });
    await page.getByRole('link', { name: 'Til Min side' }).click();
    await expect(paymentCard(page)).toContainText('Vipps-avtale på');

    await chooseMethod(page, 'Betalingskort');
    await atProvider(page, 'Godkjenn', '/endre-betalingsmetode/verify');
    await expect(page.getByRole('heading', { name: 'Betalingsmåten er endret' })).toBeFocused();
    await expect(page.getByRole('main')).toContainText('Nå betaler du med: Betalingskort');
    expect(await storedMethod(page, 'digital')).toMatchObject({ method: 'SWEDBANK-PPG' });

    // The card chosen again, while paying by card, is a new card, and said so (issue 41).
    await chooseMethod(page, 'Betalingskort');
    await atProvider(page, 'Godkjenn', '/endre-betalingsmetode/verify');
    await expect(page.getByRole('heading', { name: 'Kortet er byttet' })).toBeFocused();
  });

  await test.step('reloading the verify page after the change says it is verified already', async () => {
    await chooseMethod(page, 'Vipps');
    await atProvider(page, 'Godkjenn', '/endre-betalingsmetode/verify');
    await expect(page.getByRole('heading', { name: 'Betalingsmåten er endret' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('main')).toContainText('Denne endringen er allerede bekreftet.');
  });
});

test('changing the method through the provider: card → AvtaleGiro through the bank, and verify addresses without a change to verify', async ({
  page,
}) => {
  await signInAs(page, site, 'digital', null);
  // eFaktura walks the same trip: the rows of payment.test.ts ("card → EFAKTURA") and payment-provider.test.ts
  // (the bank's page), docs/testing.md.
  const [method, code] = ['AvtaleGiro', 'AVTALEGIRO'] as const;
  await test.step(`card → ${method}: the agreement's id goes with the trip (temp_agreement_id), the bank approves it, and the trip is over`, async () => {
    await chooseMethod(page, method);
    // The tab keeps the agreement for the verify page; the bank's page shows the same agreement.
    const agreementId = await page.evaluate(() => sessionStorage.getItem('temp_agreement_id'));
    expect(agreementId).toMatch(/^[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Godkjenn ${method}-avtale i nettbanken`);
    await expect(page.getByRole('main')).toContainText(agreementId!);
    expect(await storedMethod(page, 'digital')).toMatchObject({ method: 'SWEDBANK-PPG' });
    await atProvider(page, 'Godkjenn', '/endre-betalingsmetode/verify');
    await expect(page.getByRole('heading', { name: 'Betalingsmåten er endret' })).toBeFocused();
    await expect(page.getByRole('main')).toContainText(`Nå betaler du med: ${method}`);
    expect(await storedMethod(page, 'digital')).toEqual({ method: code });
    expect(await page.evaluate(() => sessionStorage.getItem('temp_agreement_id'))).toBeNull();
    await expectNoAxeViolations(page, `verify after ${method}`);
  });

  // An unknown payment id is refused alike, with its own words (refused[reason]): the rows of payment.test.ts
  // ("an unknown one → refused (unknown)"), docs/testing.md.
  await test.step('a verify address with no payment id is explained, with the way back', async () => {
    await page.goto(`${site.origin}/endre-betalingsmetode/verify`);
    await expect(page.getByRole('heading', { name: 'Vi fant ingen endring å bekrefte' })).toBeFocused();
    await expect(page.getByRole('main')).toContainText('mangler betalingsreferansen');
    await expect(page.getByRole('link', { name: 'Prøv igjen' })).toHaveAttribute('href', '/endre-betalingsmetode');
    await expectNoAxeViolations(page, 'verify');
  });
});

test('youth pays by Vipps: home says so; "Avvis", "Avbryt" and a provider that times out, each explained, and nothing changed', async ({
  page,
}) => {
  await test.step('home says how the account pays: youth: Vipps with the phone', async () => {
    const card = await openHome(page, 'youth');
    await expect(card).toContainText('Vipps');
    await expect(card).toContainText('Vipps-avtale på 412 34 505');
  });

  for (const [answer, heading, text] of [
    ['Avvis', 'Endringen ble avvist', 'godkjente ikke endringen'],
    ['Avbryt', 'Endringen ble avbrutt', 'Du avbrøt'],
  ] as const) {
    await test.step(`${answer} at the provider is explained, and nothing changed`, async () => {
      // The first from home; the second on /endre-betalingsmetode, where the first one's "Prøv igjen" left it.
      if (answer === 'Avvis') await chooseMethod(page, 'Betalingskort');
      else await goOnWith(page, 'Betalingskort');
      await atProvider(page, answer, '/endre-betalingsmetode/verify');
      await expect(page.getByRole('heading', { name: heading })).toBeFocused();
      await expect(page.getByRole('main')).toContainText(text);
      await expect(page.getByRole('main')).toContainText('Ingenting er endret.');
      expect(await storedMethod(page, 'youth')).toMatchObject({ method: 'VIPPS' });
      await expectNoAxeViolations(page, `verify after ${answer}`);
      await page.getByRole('link', { name: 'Prøv igjen' }).click();
      await expect(page).toHaveURL(`${site.origin}/endre-betalingsmetode`);
      await expect(page.getByRole('radio', { name: /^Vipps/ })).toBeChecked();
    });
  }

  await test.step('the provider timing out is explained, and nothing changed', async () => {
    await goOnWith(page, 'Betalingskort');
    await injectFault(page, site, { call: 'provider/betaling', kind: 'timeout', times: 1 });
    await atProvider(page, 'Godkjenn', '/endre-betalingsmetode/verify');
    await expect(page.getByRole('heading', { name: 'Betalingsleverandøren svarte ikke' })).toBeFocused();
    expect(await storedMethod(page, 'youth')).toMatchObject({ method: 'VIPPS' });
  });
});

// One sign-in per persona: the paper and trial personas' invoice lists (payment-invoices.spec.ts once) are steps here.
test('paper: the three paid invoices are one list without groups, and nothing to copy; the card: add a card where there is none (paper pays by AvtaleGiro)', async ({
  page,
}) => {
  await test.step('a paper subscriber’s three paid invoices are one list without groups, and nothing to copy', async () => {
    await signInAs(page, site, 'paper', '/fakturaoversikt');
    await expect(page.getByRole('list', { name: 'Fakturaer' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(3);
    await expect(page.getByRole('button', { name: /^Kopier/ })).toHaveCount(0);
  });

  await test.step('the card: add a card where there is none (paper pays by AvtaleGiro)', async () => {
    await page.goto(`${site.origin}/legg-til-betalingskort`);
    await expect(page.getByRole('main')).toContainText('Du har ikke registrert noe betalingskort.');
    await expectNoAxeViolations(page, '/legg-til-betalingskort');
    await page.getByRole('button', { name: 'Legg til betalingskort' }).click();
    await atProvider(page, 'Godkjenn', '/legg-til-betalingskort/verify');
    await expect(page.getByRole('heading', { name: 'Kortet er lagt til' })).toBeFocused();
    await expectNoAxeViolations(page, '/legg-til-betalingskort/verify');
    expect(await storedMethod(page, 'paper')).toMatchObject({ method: 'SWEDBANK-PPG' });
  });
});

test('trial: without invoices, told so; the card: a trial (not paying yet) removes its card after a second yes; "Avbryt" keeps it', async ({
  page,
}) => {
  await test.step('a trial without invoices is told so', async () => {
    await signInAs(page, site, 'trial', '/fakturaoversikt');
    await expect(page.getByText('Du har ingen fakturaer ennå.')).toBeVisible();
    await expectNoAxeViolations(page, '/fakturaoversikt empty');
  });

  await test.step('the card: a trial (not paying yet) removes its card after a second yes; "Avbryt" keeps it', async () => {
    await page.goto(`${site.origin}/legg-til-betalingskort`);
    await page.getByRole('button', { name: 'Fjern kortet' }).click();
    await expect(page.getByRole('group', { name: /Vil du fjerne kortet\?/ })).toBeFocused();
    await expectNoAxeViolations(page, '/legg-til-betalingskort confirming');
    // Issue 24: the safe choice comes first by keyboard, and the yes is drawn as destructive.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Avbryt' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Ja, fjern kortet' })).toHaveCSS(
      'background-color',
      'rgb(176, 0, 32)',
    );
    await page.getByRole('button', { name: 'Avbryt' }).click();
    // Closed without a yes, focus is back on the button that asked (issue 41).
    await expect(page.getByRole('button', { name: 'Fjern kortet' })).toBeFocused();
    expect(await storedMethod(page, 'trial')).toMatchObject({ method: 'SWEDBANK-PPG' });
    await page.getByRole('button', { name: 'Fjern kortet' }).click();
    await page.getByRole('button', { name: 'Ja, fjern kortet' }).click();
    await expect(page.getByRole('status')).toHaveText('Kortet er fjernet.');
    await expect(page.getByRole('main')).toContainText('Du har ikke registrert noe betalingskort.');
    expect(await storedMethod(page, 'trial')).toEqual({ method: null });
  });
});
