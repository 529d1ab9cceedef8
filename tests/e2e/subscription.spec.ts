// The home page and the subscription's own changes (plan change, cancel, regret, reactivate), each from a
// persona signed in through the real SDK and identity twin, against the reference backend.
import type { Page } from '@playwright/test';
import { cancellationEndDate, planChangeDate } from '../../src/domain/subscription/changes.ts';
import { formatIsoDate } from '../../src/i18n/nb.ts';
import { expect, test } from './fixtures.ts';
import { backendState, expectNoAxeViolations, injectFault, resetBackend } from './harness.ts';
import { signInAs } from './session.ts';
import { SITES } from './sites.ts';

const site = SITES[2]!;

test.beforeEach(async ({ page }) => resetBackend(page, site));

async function openHome(page: Page, personaId: string) {
  await signInAs(page, site, personaId, '/');
  const card = page.getByRole('region', { name: 'Abonnementet ditt' });
  await expect(card).toBeVisible();
  return { card, actions: page.getByRole('navigation', { name: 'Dette kan du gjøre' }) };
}

async function backendSubscriptionOf(page: Page, ariaSubscriptionNo: string) {
  const state = await backendState<{ subscriptions: { subscription: { ariaSubscriptionNo: string }; cancellation?: unknown }[] }>(page, site);
  return state.subscriptions.find((stored) => stored.subscription.ariaSubscriptionNo === ariaSubscriptionNo)!;
}

const actionNames = async (actions: ReturnType<Page['getByRole']>) => actions.getByRole('link').allTextContents();

test.describe('home shows the subscription and only the actions that apply', () => {
  test('an active digital subscriber', async ({ page }) => {
    const { card, actions } = await openHome(page, 'digital');
    await expect(page.getByText('Hei, Marte!')).toBeVisible();
    await expect(card).toContainText('Digitalabonnement');
    await expect(card.getByRole('listitem')).toHaveText(['Digitalt']);
    await expect(card.getByRole('definition').first()).toHaveText('Aktivt');
    await expect(card).toContainText('399 kr per måned');
    // Issue 24: no balance that disagrees with the invoice list; what is owed is said where it needs attention.
    await expect(card).not.toContainText('Saldo');
    await expect(page.getByRole('region', { name: 'Trenger oppmerksomhet' })).toContainText('forfalt');
    expect(await actionNames(actions)).toEqual(['Endre abonnement', 'Avslutt abonnement', 'Fakturaer', 'Endre betalingsmåte', 'Endre profil', 'Mitt innhold', 'Personverninnstillinger']);
    await expect(page.getByRole('region', { name: 'Levering av papiravisen' })).toHaveCount(0);
    await expectNoAxeViolations(page, '/');
  });

  test('a paper subscriber sees where the paper goes, and gets the delivery actions', async ({ page }) => {
    const { card, actions } = await openHome(page, 'paper');
    await expect(card.getByRole('listitem')).toHaveText(['Papiravis']);
    const delivery = page.getByRole('region', { name: 'Levering av papiravisen' });
    await expect(delivery.getByRole('definition')).toHaveText('Kongens gate 14B H0302, 3. etasje7011 Trondheim');
    await expect(delivery.getByRole('list', { name: 'Endringer i leveringen' }).getByRole('listitem')).toHaveText([/^Midlertidig adresse fra \p{L}+dag \d+\. \p{L}+ til .*Fjellvegen 12, 7340 Oppdal$/u]);
    await expect(delivery.getByRole('link', { name: 'Ferieomlegging' })).toHaveAttribute('href', '/endre-avislevering');
    expect(await actionNames(actions)).toEqual(expect.arrayContaining(['Ferieomlegging', 'Meld fra om levering', 'Endre leveringsadresse']));
    await expectNoAxeViolations(page, '/ (papiravis)');
  });

  for (const [personaId, mark, action] of [
    ['youth', 'Ung', undefined],
    ['family-owner', 'Familie', 'Familiedeling'],
    ['business-admin', 'Bedriftsadministrator', 'Administrer bedriftsabonnement'],
  ] as const) {
    test(`${personaId} is marked ${mark}`, async ({ page }) => {
      const { card, actions } = await openHome(page, personaId);
      await expect(card.getByRole('listitem').filter({ hasText: mark })).toBeVisible();
      if (action) await expect(actions.getByRole('link', { name: action })).toBeVisible();
    });
  }

  test('a business employee does not pay and cannot change or end the plan', async ({ page }) => {
    const { card, actions } = await openHome(page, 'business-employee');
    await expect(card).toContainText('Du betaler ikke for dette abonnementet selv.');
    expect(await actionNames(actions)).not.toContain('Avslutt abonnement');
    expect(await actionNames(actions)).not.toContain('Fakturaer');
  });

  test('a trial shows when it ends, and cancelling it keeps it to that day', async ({ page }) => {
    const { card } = await openHome(page, 'trial');
    const status = card.getByRole('definition').first();
    await expect(status).toHaveText(/^Prøveperiode til \d+\. \p{L}+ \d{4}$/u);
    // The trial is theirs and cost them 1 kr: not "you do not pay for this subscription yourself".
    await expect(card).toContainText('1 kr for prøveperioden');
    const trialEnds = (await status.textContent())!.replace('Prøveperiode til ', '');
    await page.goto(`${site.origin}/avslutt-abonnement`);
    await expect(page.getByText(`Sier du opp nå, har du abonnementet ut ${trialEnds}.`)).toBeVisible();
  });

  test('a pending plan change shows what and from when', async ({ page }) => {
    const { card } = await openHome(page, 'pending-plan-change');
    await expect(card.getByRole('definition').first()).toHaveText(`Aktivt. Bytter til Papiravis i helgen + digital fra ${formatIsoDate(planChangeDate(new Date()))}`);
  });

  test('a pending cancellation offers to keep the subscription instead of cancelling', async ({ page }) => {
    const { card, actions } = await openHome(page, 'pending-cancellation');
    await expect(card.getByRole('definition').first()).toHaveText(`Oppsagt. Avsluttes ${formatIsoDate(cancellationEndDate(new Date()))}`);
    expect(await actionNames(actions)).toContain('Behold abonnementet');
    expect(await actionNames(actions)).not.toContain('Avslutt abonnement');
  });
});

test('change plan: choose, see from when, get the receipt, and home shows it', async ({ page }) => {
  await signInAs(page, site, 'digital', '/');
  await page.getByRole('link', { name: 'Endre abonnement' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Endre abonnement');
  const from = formatIsoDate(planChangeDate(new Date()));
  await expect(page.getByText(`Endringen gjelder fra ${from}`)).toBeVisible();
  // The current plan and intro offers are not offered; youth is not for a 41-year-old.
  await expect(page.getByRole('radio')).toHaveCount(2);
  await page.getByRole('button', { name: 'Bytt abonnement' }).click();
  await expect(page.getByText('Velg et abonnement')).toBeVisible();
  await expectNoAxeViolations(page, '/endre-abonnement');

  await page.getByRole('radio', { name: /Papiravis i helgen/ }).check();
  await page.getByRole('button', { name: 'Bytt abonnement' }).click();
  await expect(page).toHaveURL(`${site.origin}/receipt2`);
  await expect(page.getByText(`Du bytter til Papiravis i helgen + digital fra ${from}.`)).toBeVisible();
  await expect(page.getByText('Til da har du Digitalabonnement som før.')).toBeVisible();
  await expectNoAxeViolations(page, '/receipt2');

  await page.getByRole('link', { name: 'Til Min side' }).click();
  await expect(page.getByRole('region', { name: 'Abonnementet ditt' })).toContainText(`Aktivt. Bytter til Papiravis i helgen + digital fra ${from}`);

  // Back on the page: the change ordered is said, and not offered again.
  await page.getByRole('link', { name: 'Endre abonnement' }).click();
  await expect(page.getByText(`Du har allerede bestilt bytte til Papiravis i helgen + digital fra ${from}.`)).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: /Papiravis alle dager/ })).toBeVisible();

  // Cancelling now would drop the change: the cancellation says so.
  await page.goto(`${site.origin}/avslutt-abonnement`);
  await expect(page.getByText(`Du har bestilt bytte til Papiravis i helgen + digital fra ${from}. Sier du opp, blir det ikke noe av byttet.`)).toBeVisible();
});

test('a youth subscriber may change back to digital', async ({ page }) => {
  await signInAs(page, site, 'youth', '/endre-abonnement');
  await expect(page.getByRole('radio', { name: /^Digitalabonnement/ })).toBeVisible();
});

test('cancel: a reason is required, then the end date is shown before and after', async ({ page }) => {
  await signInAs(page, site, 'digital', '/avslutt-abonnement');
  const endsOn = formatIsoDate(cancellationEndDate(new Date()));
  await expect(page.getByText(`Sier du opp nå, har du abonnementet ut ${endsOn}.`)).toBeVisible();

  await page.getByRole('button', { name: 'Si opp abonnementet' }).click();
  await expect(page.getByText('Årsak er påkrevd')).toBeVisible();
  await expect(page).toHaveURL(`${site.origin}/avslutt-abonnement`);
  expect((await backendSubscriptionOf(page, '8000003')).cancellation).toBeUndefined();
  await expectNoAxeViolations(page, '/avslutt-abonnement with an error');

  await page.getByRole('radio', { name: 'Det er for dyrt' }).check();
  await page.getByLabel('Vil du fortelle oss mer? (valgfritt)').fill('Blir for mye i måneden.');
  await page.getByRole('button', { name: 'Si opp abonnementet' }).click();
  await expect(page).toHaveURL(`${site.origin}/abonnement-avsluttet`);
  await expect(page.getByText(`Digitalabonnement er sagt opp og avsluttes ${endsOn}.`)).toBeVisible();
  await expectNoAxeViolations(page, '/abonnement-avsluttet');
  expect((await backendSubscriptionOf(page, '8000003')).cancellation).toEqual({ type: 'CANCELLATION', reason: 'price', comment: 'Blir for mye i måneden.' });

  await page.goto(`${site.origin}/`);
  await expect(page.getByRole('region', { name: 'Abonnementet ditt' })).toContainText(`Oppsagt. Avsluttes ${endsOn}`);
});

test('cancel to switch to another subscription is a replacement, and points to the plan change', async ({ page }) => {
  await signInAs(page, site, 'paper', '/avslutt-abonnement');
  await page.getByRole('radio', { name: 'Jeg vil bytte til et annet abonnement hos dere' }).check();
  await expect(page.getByRole('link', { name: 'Endre abonnement' })).toBeVisible();
  await page.getByRole('button', { name: 'Si opp abonnementet' }).click();
  await expect(page).toHaveURL(`${site.origin}/abonnement-avsluttet`);
  expect((await backendSubscriptionOf(page, '8000004')).cancellation).toEqual({ type: 'REPLACEMENT-ANN', reason: 'replacement' });
});

test('a 500 on cancelling keeps the reason and the comment, and retry cancels', async ({ page }) => {
  await signInAs(page, site, 'digital', '/avslutt-abonnement');
  await injectFault(page, site, { call: 'deleteSubscription', kind: 'status', status: 500, times: 1 });
  await page.getByRole('radio', { name: 'Jeg har ikke tid til å lese' }).check();
  await page.getByLabel('Vil du fortelle oss mer? (valgfritt)').fill('Kanskje senere.');
  await page.getByRole('button', { name: 'Si opp abonnementet' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Noe gikk galt hos oss');
  await expect(page.getByRole('radio', { name: 'Jeg har ikke tid til å lese' })).toBeChecked();
  await expect(page.getByLabel('Vil du fortelle oss mer? (valgfritt)')).toHaveValue('Kanskje senere.');
  await expectNoAxeViolations(page, '/avslutt-abonnement after a failure');
  await alert.getByRole('button', { name: 'Prøv igjen' }).click();
  await expect(page).toHaveURL(`${site.origin}/abonnement-avsluttet`);
});

test('regret a pending cancellation: the subscription continues and home shows it active', async ({ page }) => {
  const { actions } = await openHome(page, 'pending-cancellation');
  await actions.getByRole('link', { name: 'Behold abonnementet' }).click();
  await expect(page).toHaveURL(`${site.origin}/angre-oppsigelse`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oppsagt abonnement');
  await expect(page.getByRole('heading', { level: 2, name: 'Behold abonnementet' })).toBeVisible();
  await expect(page.getByText(`Abonnementet ditt er sagt opp og avsluttes ${formatIsoDate(cancellationEndDate(new Date()))}.`)).toBeVisible();
  await expectNoAxeViolations(page, '/angre-oppsigelse');
  await page.getByRole('button', { name: 'Ja, behold abonnementet' }).click();
  await expect(page).toHaveURL(`${site.origin}/abonnement-reaktivert`);
  await expect(page.getByText('Digitalabonnement er aktivt. Velkommen tilbake!')).toBeVisible();
  await expectNoAxeViolations(page, '/abonnement-reaktivert');
  await page.getByRole('link', { name: 'Til Min side' }).click();
  await expect(page.getByRole('region', { name: 'Abonnementet ditt' }).getByRole('definition').first()).toHaveText('Aktivt');
});

test('start an ended subscription again: every page offers it as starting again, not keeping', async ({ page }) => {
  await signInAs(page, site, 'cancelled', '/avslutt-abonnement');
  await expect(page.getByText(/^Abonnementet ditt ble avsluttet \d+\. \p{L}+ \d{4}\. Vil du ha det igjen, kan du starte det på nytt\.$/u)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Start abonnementet igjen' })).toHaveAttribute('href', '/angre-oppsigelse');
  const { actions } = await openHome(page, 'cancelled');
  await actions.getByRole('link', { name: 'Start abonnementet igjen' }).click();
  // Issue 41: the page is headed as the link said, not "Angre oppsigelse".
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oppsagt abonnement');
  await expect(page.getByRole('heading', { level: 2, name: 'Start abonnementet igjen' })).toBeVisible();
  await expect(page.getByText(/^Abonnementet ditt ble avsluttet \d+\. \p{L}+ \d{4}\.$/u)).toBeVisible();
  await expect(page.getByText('Vil du starte Digitalabonnement igjen? Det starter i dag, til 399 kr per måned.')).toBeVisible();
  await page.getByRole('button', { name: 'Ja, start abonnementet igjen' }).click();
  await expect(page).toHaveURL(`${site.origin}/abonnement-reaktivert`);
  await page.goto(`${site.origin}/`);
  await expect(page.getByRole('region', { name: 'Abonnementet ditt' }).getByRole('definition').first()).toHaveText('Aktivt');
});

test('no cancelling twice, nor changing a cancelled plan: each page says so as home does, and offers to keep it', async ({ page }) => {
  await signInAs(page, site, 'pending-cancellation', '/avslutt-abonnement');
  const endsOn = formatIsoDate(cancellationEndDate(new Date()));
  await expect(page.getByText(`Abonnementet ditt er sagt opp og avsluttes ${endsOn}. Ombestemmer du deg, kan du beholde det.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Behold abonnementet' })).toHaveAttribute('href', '/angre-oppsigelse');
  await expect(page.getByRole('link', { name: 'Til Min side' })).toBeVisible();
  await expectNoAxeViolations(page, '/avslutt-abonnement, cancelled already');

  await page.goto(`${site.origin}/endre-abonnement`);
  await expect(page.getByText(`Abonnementet ditt er sagt opp og avsluttes ${endsOn}. Vil du bytte abonnement, må du beholde det først.`)).toBeVisible();
  await page.getByRole('link', { name: 'Behold abonnementet' }).click();
  await expect(page.getByRole('button', { name: 'Ja, behold abonnementet' })).toBeVisible();
});

test('a family owner is told, before cancelling or changing the plan, that the one they share with loses it too', async ({ page }) => {
  await signInAs(page, site, 'family-owner', '/avslutt-abonnement');
  const endsOn = formatIsoDate(cancellationEndDate(new Date()));
  await expect(page.getByText(`Du deler abonnementet med én person i familiedelingen. Sier du opp, mister de du deler med, også tilgangen når abonnementet avsluttes ${endsOn}.`)).toBeVisible();
  await page.goto(`${site.origin}/endre-abonnement`);
  const from = formatIsoDate(planChangeDate(new Date()));
  await expect(page.getByText(`Du deler abonnementet med én person i familiedelingen. Bytter du til et abonnement uten familiedeling, mister de du deler med, tilgangen fra ${from}.`)).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible();
});

test("a company's admin is told that cancelling ends the employees' access too", async ({ page }) => {
  await signInAs(page, site, 'business-admin', '/avslutt-abonnement');
  const endsOn = formatIsoDate(cancellationEndDate(new Date()));
  await expect(page.getByText(`Dette er bedriftens abonnement. Sier du det opp, mister også de ansatte tilgangen når det avsluttes ${endsOn}.`)).toBeVisible();
});

test('nothing to regret for an active subscription', async ({ page }) => {
  await signInAs(page, site, 'digital', '/angre-oppsigelse');
  await expect(page.getByText('Abonnementet ditt er ikke sagt opp, så det er ingenting å angre.')).toBeVisible();
});
