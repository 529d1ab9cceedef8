// Nothing typed is lost (issue 8): a 401 on a form's submit sends the user to login and back, and what was typed
// and chosen comes back, said so, for one click to send; a failure claims kept input only where there is input;
// a new search on /koble-bruker hides the old matches; the profile form explains the birthdate rule before sending.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { backendState, expectNoAxeViolations, injectFault, lookAt, resetBackend } from './harness.ts';
import { isTwinLogin, persona, pickPersona, signInAs } from './session.ts';
import { SITES } from './sites.ts';

const site = SITES[2]!;
const KEPT = 'Vi har tatt vare på det du skrev. Send inn på nytt når du er klar.';

test.beforeEach(async ({ page }) => resetBackend(page, site));

/** The submit's call answers 401 once: the user is sent to login, logs in again as the same persona, and is back. */
async function submitIntoRelogin(
  page: Page,
  call: string,
  personaId: string,
  submit: () => Promise<void>,
  path: string,
): Promise<void> {
  await injectFault(page, site, { call, kind: 'status', status: 401, times: 1 });
  await submit();
  await page.waitForURL((url) => isTwinLogin(url, site));
  await pickPersona(page, persona(personaId).label);
  await page.waitForURL((url) => url.origin === site.origin && url.pathname === path);
}

const keptLine = (page: Page) => page.getByRole('status').filter({ hasText: KEPT });

/** What the tab keeps for forms: session storage's kept inputs, and anything at all in local storage. */
async function storedInput(page: Page): Promise<{ session: string[]; local: string[] }> {
  return page.evaluate(() => ({
    session: Object.keys(sessionStorage).filter((key) => key.startsWith('minside.kept:')),
    local: Object.keys(localStorage).filter((key) => key.startsWith('minside.kept:')),
  }));
}

/** A date of birth that makes the user `years` old (and some months) today. */
const typedAge = (years: number) => {
  const date = new Date();
  return `01.01.${date.getFullYear() - years - 1}`;
};

// One test per persona, each old test a step: one sign-in and one first page load serve them all; a step that needs
// the seed again resets it. A step goes on in the page the one before left where it can: without a subscription, the
// re-logins on /koble-bruker come after its failed connection and new searches, whose kept input must not come back.
test.describe('a form survives a re-login', () => {
  test('paper: profile and contact come back after the login, and one click saves them', async ({ page }) => {
    await signInAs(page, site, 'paper', '/endre-profil');
    await test.step('profile: names and phone come back after the login, and one click saves them', async () => {
      const lastName = page.getByRole('textbox', { name: 'Etternavn' });
      const phone = page.getByRole('textbox', { name: 'Telefonnummer' });
      await lastName.fill('Olsen-Berg');
      await phone.fill('0047 73 80 10 00');
      await submitIntoRelogin(
        page,
        'updateAccount',
        'paper',
        () => page.getByRole('button', { name: 'Lagre endringene' }).click(),
        '/endre-profil',
      );

      await expect(lastName).toHaveValue('Olsen-Berg');
      await expect(phone).toHaveValue('0047 73 80 10 00');
      await expect(keptLine(page)).toBeVisible();
      expect(await storedInput(page)).toEqual({ session: ['minside.kept:/endre-profil#person'], local: [] });
      await expectNoAxeViolations(page, '/endre-profil with kept input');
      await lookAt(page, 'endre-profil-kept.png', { fullPage: true });

      await page.getByRole('button', { name: 'Lagre endringene' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Profilen din er lagret.' })).toBeVisible();
      await expect(keptLine(page)).toBeHidden();
      expect(await storedInput(page)).toEqual({ session: [], local: [] });
      await page.reload();
      await expect(lastName).toHaveValue('Olsen-Berg');
      await expect(phone).toHaveValue('73801000');
      await expect(keptLine(page)).toBeHidden();
    });

    await test.step('contact: the e-mail comes back after the login', async () => {
      await page.goto(`${site.origin}/kontakt`);
      const email = page.getByRole('textbox', { name: 'E-postadresse' });
      await email.fill('per@olsen.no');
      await submitIntoRelogin(
        page,
        'updateAccount',
        'paper',
        () => page.getByRole('button', { name: 'Lagre kontaktinformasjonen' }).click(),
        '/kontakt',
      );
      await expect(email).toHaveValue('per@olsen.no');
      await expect(keptLine(page)).toBeVisible();
      await page.getByRole('button', { name: 'Lagre kontaktinformasjonen' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Kontaktinformasjonen din er lagret.' })).toBeVisible();
    });
  });

  test('digital: the profile’s birthdate rule, a refused connection, and a plan change and a cancellation that survive a re-login', async ({
    page,
  }) => {
    await signInAs(page, site, 'digital', '/endre-profil');
    await test.step('/endre-profil: the birthdate rule is said at the field before sending (moving it across an age limit, removing it, or a child’s date)', async () => {
      const birthdate = page.getByRole('textbox', { name: 'Fødselsdato' });
      const save = page.getByRole('button', { name: 'Lagre endringene' });
      // Marte is 41: a typo may be corrected within her age band, but not moved across 34 or 18.
      await expect(birthdate).not.toHaveValue('');
      await injectFault(page, site, { call: 'updateAccount', kind: 'status', status: 500, times: 1 });
      for (const [typed, message] of [
        [typedAge(25), 'Fødselsdatoen kan ikke endres slik her. Kontakt kundesenteret hvis den er feil.'],
        ['', 'Fødselsdatoen kan ikke endres slik her. Kontakt kundesenteret hvis den er feil.'],
        [typedAge(10), 'Du må være minst 13 år for å ha en bruker hos oss. Sjekk at fødselsdatoen er riktig.'],
      ] as const) {
        await birthdate.fill(typed);
        await save.click();
        await expect(birthdate).toBeFocused();
        await expect(birthdate).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, '\\.')));
        // Nothing was sent: the fault is still waiting for the next save.
        await expect(page.getByRole('alert')).toHaveCount(0);
      }
      await expectNoAxeViolations(page, '/endre-profil with a locked birthdate');
    });

    await test.step('/koble-bruker: a refused connection is not shown again under the matches of a new search', async () => {
      // The fault the step before left waiting goes.
      await resetBackend(page, site);
      await page.goto(`${site.origin}/koble-bruker`);
      await page.getByRole('textbox', { name: 'Kundenummer, telefon eller e-post' }).fill('7000102');
      await page.getByRole('textbox', { name: 'Postnummer' }).fill('7030');
      await page.getByRole('button', { name: 'Finn abonnementet' }).click();
      await page.getByRole('button', { name: 'Koble til abonnementet' }).click();
      await expect(page.getByRole('alert')).toContainText('Du har allerede et abonnement på denne avisen');
      await page.getByRole('textbox', { name: 'Kundenummer, telefon eller e-post' }).fill('ole.hansen@example.com');
      await page.getByRole('button', { name: 'Finn abonnementet' }).click();
      await expect(page.getByRole('heading', { name: 'Vi fant dette' })).toBeFocused();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    await test.step('plan change: the chosen plan and where its paper goes come back, and one click changes it', async () => {
      await page.goto(`${site.origin}/endre-abonnement`);
      await page.getByRole('radio', { name: /Papiravis i helgen/ }).check();
      await page.getByLabel('Gateadresse').fill('Storgata');
      await page.getByLabel('Gatenummer').fill('1');
      await page.getByRole('checkbox', { name: 'Vet ikke' }).check();
      await page.getByLabel('Postnummer').fill('0155');
      await expect(page.getByLabel('Poststed')).toHaveValue('Oslo');
      await submitIntoRelogin(
        page,
        'changePlan',
        'digital',
        () => page.getByRole('button', { name: 'Bytt abonnement' }).click(),
        '/endre-abonnement',
      );
      await expect(page.getByRole('radio', { name: /Papiravis i helgen/ })).toBeChecked();
      await expect(page.getByLabel('Gateadresse')).toHaveValue('Storgata');
      await expect(page.getByLabel('Poststed')).toHaveValue('Oslo');
      await expect(keptLine(page)).toBeVisible();
      await page.getByRole('button', { name: 'Bytt abonnement' }).click();
      await expect(page).toHaveURL(`${site.origin}/receipt2`);
    });

    await test.step('cancel: the reason and the comment come back, and one click cancels', async () => {
      // The seed's digital subscription again, not the plan just changed.
      await resetBackend(page, site);
      await page.goto(`${site.origin}/avslutt-abonnement`);
      await page.getByRole('radio', { name: 'Jeg har ikke tid til å lese' }).check();
      await page.getByLabel('Vil du fortelle oss mer? (valgfritt)').fill('Kanskje senere.');
      await submitIntoRelogin(
        page,
        'deleteSubscription',
        'digital',
        () => page.getByRole('button', { name: 'Si opp abonnementet' }).click(),
        '/avslutt-abonnement',
      );

      await expect(page.getByRole('radio', { name: 'Jeg har ikke tid til å lese' })).toBeChecked();
      await expect(page.getByLabel('Vil du fortelle oss mer? (valgfritt)')).toHaveValue('Kanskje senere.');
      await expect(keptLine(page)).toBeVisible();
      await expectNoAxeViolations(page, '/avslutt-abonnement with kept input');
      await page.getByRole('button', { name: 'Si opp abonnementet' }).click();
      await expect(page).toHaveURL(`${site.origin}/abonnement-avsluttet`);
      const state = await backendState<{
        subscriptions: { subscription: { ariaSubscriptionNo: string }; cancellation?: unknown }[];
      }>(page, site);
      expect(
        state.subscriptions.find((stored) => stored.subscription.ariaSubscriptionNo === '8000003')?.cancellation,
      ).toEqual({
        type: 'CANCELLATION',
        reason: 'time',
        comment: 'Kanskje senere.',
      });
      expect(await storedInput(page)).toEqual({ session: [], local: [] });
    });
  });

  test('order: offer, discount code, birthdate and payment method come back, and one click goes to payment', async ({
    page,
  }) => {
    await signInAs(page, site, 'no-account', '/bestill-abonnement');
    await expect(page.getByRole('group', { name: 'Velg abonnement' })).toBeVisible();
    await page.getByRole('radio', { name: /Papiravis i helgen/ }).check();
    await page.getByLabel('Rabattkode').fill('VELKOMMEN');
    await page.getByLabel('Fødselsdato').fill('24.12.1990');
    await page.getByRole('radio', { name: 'Vipps' }).check();
    await submitIntoRelogin(
      page,
      'createOrder',
      'no-account',
      () => page.getByRole('button', { name: 'Gå til betaling' }).click(),
      '/bestill-abonnement',
    );

    await expect(page.getByRole('radio', { name: /Papiravis i helgen/ })).toBeChecked();
    await expect(page.getByLabel('Rabattkode')).toHaveValue('VELKOMMEN');
    await expect(page.getByLabel('Fødselsdato')).toHaveValue('24.12.1990');
    await expect(page.getByRole('radio', { name: 'Vipps' })).toBeChecked();
    await expect(keptLine(page)).toBeVisible();
    await expectNoAxeViolations(page, '/bestill-abonnement with kept input');
    await page.getByRole('button', { name: 'Gå til betaling' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Betal med Vipps');
    await expect(
      page.getByRole('definition').filter({ hasText: /3 måneder for 1\skr, deretter 449\skr per måned/ }),
    ).toBeVisible();
  });

  test('no subscription: /koble-bruker’s searches, failures and new searches; the order form, the search and the pick survive a re-login', async ({
    page,
  }) => {
    await signInAs(page, site, 'no-subscription', '/koble-bruker');
    const query = page.getByRole('textbox', { name: 'Kundenummer, telefon eller e-post' });
    const postalCode = page.getByRole('textbox', { name: 'Postnummer' });
    const matches = page.getByRole('heading', { name: 'Vi fant dette' });

    await test.step('a failed search and a failed connection of a picked match both say the input is kept (the connection keeps its search)', async () => {
      await query.fill('7000101');
      await postalCode.fill('7010');
      await injectFault(page, site, { call: 'searchAccount', kind: 'status', status: 500, times: 1 });
      await page.getByRole('button', { name: 'Finn abonnementet' }).click();
      await expect(page.getByRole('alert')).toContainText('Noe gikk galt hos oss. Det du har skrevet er tatt vare på');

      await page.getByRole('alert').getByRole('button', { name: 'Prøv igjen' }).click();
      await expect(matches).toBeFocused();
      await injectFault(page, site, { call: 'assignAccount', kind: 'status', status: 500, times: 1 });
      await page.getByRole('button', { name: 'Koble til abonnementet' }).click();
      const alert = page.getByRole('region', { name: 'Vi fant dette' }).getByRole('alert');
      await expect(alert).toContainText('Noe gikk galt hos oss. Det du har skrevet er tatt vare på');
    });

    await test.step('a new search clears the old matches while it runs, and after it fails', async () => {
      await query.fill('7000101');
      await postalCode.fill('7010');
      await page.getByRole('button', { name: 'Finn abonnementet' }).click();
      await expect(matches).toBeVisible();
      await expect(page.getByRole('radio', { name: /Digitalabonnement/ })).toBeVisible();

      await injectFault(page, site, { call: 'searchAccount', kind: 'slow', delayMs: 1500, times: 1 });
      await query.fill('91234567');
      await page.getByRole('button', { name: 'Finn abonnementet' }).click();
      await expect(page.getByRole('button', { name: 'Leter…' })).toBeVisible();
      await expect(matches).toBeHidden();
      await expect(page.getByRole('radio')).toHaveCount(0);
      await expect(matches).toBeVisible();

      await injectFault(page, site, { call: 'searchAccount', kind: 'status', status: 500, times: 1 });
      await query.fill('kari.nordmann@example.com');
      await page.getByRole('button', { name: 'Finn abonnementet' }).click();
      await expect(page.getByRole('alert')).toContainText('Noe gikk galt hos oss');
      await expect(matches).toBeHidden();
      await expect(page.getByRole('radio')).toHaveCount(0);
    });

    await test.step('a new search the form refuses, or one typed and not sent, leaves no old match to connect (issue 25)', async () => {
      await query.fill('7000101');
      await postalCode.fill('7010');
      await page.getByRole('button', { name: 'Finn abonnementet' }).click();
      await expect(matches).toBeVisible();

      // A new number and a postal code that is none: the form says so, and the old match is gone.
      await query.fill('91234567');
      await postalCode.fill('70');
      await page.getByRole('button', { name: 'Finn abonnementet' }).click();
      await expect(page.getByText('Postnummeret må ha fire sifre')).toBeVisible();
      await expect(matches).toBeHidden();
      await expect(page.getByRole('button', { name: 'Koble til abonnementet' })).toHaveCount(0);
      await expectNoAxeViolations(page, '/koble-bruker, a refused new search');

      // Found again, then only typed over: the matches go at the first key.
      await query.fill('7000101');
      await postalCode.fill('7010');
      await page.getByRole('button', { name: 'Finn abonnementet' }).click();
      await expect(matches).toBeVisible();
      await query.press('End');
      await query.press('9');
      await expect(matches).toBeHidden();
      await expect(page.getByRole('button', { name: 'Koble til abonnementet' })).toHaveCount(0);
      const { accounts } = await backendState<{ accounts: { ariaAccountNo: string; spidId: string | null }[] }>(
        page,
        site,
      );
      expect(accounts.find((account) => account.ariaAccountNo === '7000101')?.spidId).toBeNull();
    });

    await test.step('connect: the search comes back, and one click searches', async () => {
      await query.fill('+47 912 34 567');
      await postalCode.fill('7010');
      await submitIntoRelogin(
        page,
        'searchAccount',
        'no-subscription',
        () => page.getByRole('button', { name: 'Finn abonnementet' }).click(),
        '/koble-bruker',
      );
      await expect(query).toHaveValue('+47 912 34 567');
      await expect(postalCode).toHaveValue('7010');
      await expect(keptLine(page)).toBeVisible();
      await page.getByRole('button', { name: 'Finn abonnementet' }).click();
      await expect(matches).toBeFocused();
      await expect(keptLine(page)).toBeHidden();
    });

    await test.step('connect: a 401 on connecting the picked match brings back the search and the pick, and one click connects', async () => {
      await query.fill('7000101');
      await postalCode.fill('7010');
      await page.getByRole('button', { name: 'Finn abonnementet' }).click();
      await expect(matches).toBeFocused();
      await submitIntoRelogin(
        page,
        'assignAccount',
        'no-subscription',
        () => page.getByRole('button', { name: 'Koble til abonnementet' }).click(),
        '/koble-bruker',
      );
      await expect(query).toHaveValue('7000101');
      await expect(postalCode).toHaveValue('7010');
      await expect(page.getByRole('radio', { name: /Digitalabonnement/ })).toBeChecked();
      await expect(keptLine(page)).toBeVisible();
      await page.getByRole('button', { name: 'Koble til abonnementet' }).click();
      await expect(page).toHaveURL(`${site.origin}/`);
      await expect(page.getByText('Digitalabonnement').first()).toBeVisible();
      expect(await storedInput(page)).toEqual({ session: [], local: [] });
    });

    await test.step('order: a 401 on the discount check keeps the order form too', async () => {
      // Connected in the step before: without a subscription again, as the order form is for.
      await resetBackend(page, site);
      await page.goto(`${site.origin}/bestill-abonnement`);
      await page.getByRole('radio', { name: /Papiravis i helgen/ }).check();
      await page.getByLabel('Rabattkode').fill('VELKOMMEN');
      await submitIntoRelogin(
        page,
        'getDiscountDetails',
        'no-subscription',
        () => page.getByRole('button', { name: 'Bruk koden' }).click(),
        '/bestill-abonnement',
      );
      await expect(page.getByRole('radio', { name: /Papiravis i helgen/ })).toBeChecked();
      await expect(page.getByLabel('Rabattkode')).toHaveValue('VELKOMMEN');
      await expect(keptLine(page)).toBeVisible();
      await page.getByRole('button', { name: 'Bruk koden' }).click();
      await expect(page.getByText(/Koden VELKOMMEN gir deg/)).toBeVisible();
    });
  });

  test('pending cancellation: a failed regret (a button) claims no kept input; after a re-login it comes back as it was, says nothing kept, and one click keeps the subscription', async ({
    page,
  }) => {
    await signInAs(page, site, 'pending-cancellation', '/angre-oppsigelse');
    await test.step('a failed regret (a button) does not claim kept input', async () => {
      await injectFault(page, site, { call: 'reactivateSubscription', kind: 'status', status: 500, times: 1 });
      await page.getByRole('button', { name: 'Ja, behold abonnementet' }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Noe gikk galt hos oss');
      await expect(alert).not.toContainText('tatt vare på');
      await alert.getByRole('button', { name: 'Prøv igjen' }).click();
      await expect(page).toHaveURL(`${site.origin}/abonnement-reaktivert`);
    });

    await test.step('regret: a button without input comes back as it was, says nothing kept, and one click keeps the subscription', async () => {
      // Kept in the step before: a cancellation to regret again.
      await resetBackend(page, site);
      await page.goto(`${site.origin}/angre-oppsigelse`);
      await submitIntoRelogin(
        page,
        'reactivateSubscription',
        'pending-cancellation',
        () => page.getByRole('button', { name: 'Ja, behold abonnementet' }).click(),
        '/angre-oppsigelse',
      );
      await expect(page.getByRole('button', { name: 'Ja, behold abonnementet' })).toBeVisible();
      await expect(keptLine(page)).toBeHidden();
      await page.getByRole('button', { name: 'Ja, behold abonnementet' }).click();
      await expect(page).toHaveURL(`${site.origin}/abonnement-reaktivert`);
    });
  });
});
