// Profile, contact information, connecting an existing subscription, the no-subscription and
// already-subscriber pages, my content and new prices: through the real SDK, identity twin and backend.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { SITES, type Site } from './sites.ts';
import { expectNoAxeViolations, injectFault, lookAt, resetBackend } from './harness.ts';
import { signInAs } from './session.ts';

const adr = SITES[2]!;
const inn = SITES[0]!;
async function open(page: Page, site: Site, path: string, heading: string): Promise<void> {
  await page.goto(site.origin + path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

test.beforeEach(async ({ page }) => {
  for (const site of [adr, inn]) await resetBackend(page, site);
});

// One test per persona, each old test a step: one sign-in serves them all, and a step starts on the page the one
// before left where it can.
test('digital on ADR: /allerede-abonnent, a second subscription refused on /koble-bruker, /endre-profil’s checks', async ({
  page,
}) => {
  await signInAs(page, adr, 'digital', null);

  await test.step('/allerede-abonnent leads to Min side and to changing the subscription', async () => {
    await open(page, adr, '/allerede-abonnent', 'Du er allerede abonnent');
    await expect(page.getByRole('main').getByRole('link', { name: 'Til Min side' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Endre abonnement' })).toHaveAttribute('href', '/endre-abonnement');
    await expectNoAxeViolations(page, '/allerede-abonnent');
  });

  await test.step('/koble-bruker: a subscriber cannot connect a second subscription for the title, and is told why', async () => {
    await open(page, adr, '/koble-bruker', 'Koble til abonnement');
    await page.getByRole('textbox', { name: 'Kundenummer, telefon eller e-post' }).fill('7000102');
    await page.getByRole('textbox', { name: 'Postnummer' }).fill('7030');
    await page.getByRole('button', { name: 'Finn abonnementet' }).click();
    await page.getByRole('button', { name: 'Koble til abonnementet' }).click();
    await expect(page.getByRole('alert')).toContainText('Du har allerede et abonnement på denne avisen');
    await expect(page).toHaveURL(`${adr.origin}/koble-bruker`);
  });

  await test.step('/endre-profil: bad input shows each message by its field, good input is saved and shown again after reload', async () => {
    await open(page, adr, '/endre-profil', 'Endre profil');
    const firstName = page.getByRole('textbox', { name: 'Fornavn' });
    const phone = page.getByRole('textbox', { name: 'Telefonnummer' });
    const birthdate = page.getByRole('textbox', { name: 'Fødselsdato' });
    await expect(firstName).toHaveValue('Marte');
    await expect(phone).toHaveValue('41234503');

    await firstName.fill('');
    await phone.fill('912 34 56');
    await birthdate.fill('31.02.1990');
    await page.getByRole('button', { name: 'Lagre endringene' }).click();
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAccessibleDescription('Fornavn er påkrevd');
    await expect(phone).toHaveAccessibleDescription(/Telefonnummeret er ugyldig/);
    await expect(birthdate).toHaveAccessibleDescription(/Fødselsdatoen må være en ekte dato, skrevet som dd\.mm\.åååå/);
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, '/endre-profil with errors');
    await lookAt(page, 'endre-profil-errors.png', { fullPage: true });

    await firstName.fill('Marte Kristine');
    await phone.fill('+47 987 65 432');
    await birthdate.fill('01.01.2999');
    await page.getByRole('button', { name: 'Lagre endringene' }).click();
    await expect(birthdate).toBeFocused();
    await expect(birthdate).toHaveAccessibleDescription(/Fødselsdatoen kan ikke være fram i tid/);
    await expect(page.getByText('Fornavn er påkrevd')).toBeHidden();

    await birthdate.fill('29.02.1984');
    await page.getByRole('button', { name: 'Lagre endringene' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profilen din er lagret.' })).toBeVisible();
    await expect(phone).toHaveValue('98765432');

    await page.reload();
    await expect(firstName).toHaveValue('Marte Kristine');
    await expect(phone).toHaveValue('98765432');
    await expect(birthdate).toHaveValue('29.02.1984');
    await expectNoAxeViolations(page, '/endre-profil');
  });
});

test('paper on ADR: /kontakt’s checks, a failed save on /endre-profil, /mitt-innhold with play and live sports', async ({
  page,
}) => {
  await signInAs(page, adr, 'paper', null);

  await test.step('/kontakt: e-mail and phone are checked, and what is saved stays', async () => {
    await open(page, adr, '/kontakt', 'Kontaktinformasjon');
    const email = page.getByRole('textbox', { name: 'E-postadresse' });
    const phone = page.getByRole('textbox', { name: 'Telefonnummer' });
    const save = page.getByRole('button', { name: 'Lagre kontaktinformasjonen' });
    await expect(email).toHaveValue('per.olsen@example.com');

    for (const [emailValue, phoneValue, emailMessage, phoneMessage] of [
      ['', '', 'E-postadresse er påkrevd', 'Telefonnummer er påkrevd'],
      ['per.olsen@', '1234', 'Vennligst skriv en gyldig e-postadresse', 'Telefonnummeret er ugyldig'],
      [
        'per olsen@example.com',
        '+46 912 34 567',
        'Vennligst skriv en gyldig e-postadresse',
        'Telefonnummeret er ugyldig',
      ],
    ]) {
      await email.fill(emailValue!);
      await phone.fill(phoneValue!);
      await save.click();
      await expect(email).toBeFocused();
      await expect(email).toHaveAccessibleDescription(emailMessage!);
      await expect(phone).toHaveAccessibleDescription(new RegExp(phoneMessage!));
    }
    await expectNoAxeViolations(page, '/kontakt with errors');

    await email.fill('per@olsen.no');
    await phone.fill('+47 48 00 11 22');
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Kontaktinformasjonen din er lagret.' })).toBeVisible();
    await page.reload();
    await expect(email).toHaveValue('per@olsen.no');
    await expect(phone).toHaveValue('48001122');
    // The profile page shows the same stored person.
    await open(page, adr, '/endre-profil', 'Endre profil');
    await expect(page.getByRole('textbox', { name: 'Telefonnummer' })).toHaveValue('48001122');
    await expectNoAxeViolations(page, '/kontakt');
  });

  await test.step('/endre-profil: a failed save keeps the input, and retry saves it', async () => {
    // On /endre-profil as just opened by the step before.
    await expect(page).toHaveURL(`${adr.origin}/endre-profil`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Endre profil');
    await page.getByRole('textbox', { name: 'Etternavn' }).fill('Olsen-Berg');
    await page.getByRole('textbox', { name: 'Telefonnummer' }).fill('0047 73 80 10 00');
    await injectFault(page, adr, { call: 'updateAccount', kind: 'status', status: 500, times: 1 });
    await page.getByRole('button', { name: 'Lagre endringene' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Noe gikk galt hos oss. Det du har skrevet er tatt vare på');
    await expect(alert).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Etternavn' })).toHaveValue('Olsen-Berg');
    await expect(page.getByRole('textbox', { name: 'Telefonnummer' })).toHaveValue('0047 73 80 10 00');
    await expectNoAxeViolations(page, '/endre-profil after a failed save');

    await alert.getByRole('button', { name: 'Prøv igjen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profilen din er lagret.' })).toBeVisible();
    await expect(page.getByRole('alert')).toBeHidden();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Etternavn' })).toHaveValue('Olsen-Berg');
    await expect(page.getByRole('textbox', { name: 'Telefonnummer' })).toHaveValue('73801000');
  });

  await test.step('/mitt-innhold: paper on a title with play and live sports', async () => {
    await open(page, adr, '/mitt-innhold', 'Mitt innhold');
    const main = page.getByRole('main');
    for (const heading of [
      'Alle artikler på nett',
      'Appen',
      'E-avisen',
      'Papiravisen alle dager',
      'TV og video',
      'Direkte sport',
    ]) {
      await expect(main.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Gå til tv.adressa.no' })).toHaveAttribute(
      'href',
      adr.title.playBaseUrl!,
    );
    await expect(main.getByRole('heading', { name: 'Familiedeling' })).toBeHidden();
    await expectNoAxeViolations(page, '/mitt-innhold paper');
    await lookAt(page, 'mitt-innhold-paper.png', { fullPage: true });
  });
});

test('no subscription on ADR: /ingen-abonnement, and /koble-bruker without a match and with one, connected', async ({
  page,
}) => {
  await signInAs(page, adr, 'no-subscription', null);
  const query = page.getByRole('textbox', { name: 'Kundenummer, telefon eller e-post' });

  await test.step('/ingen-abonnement offers connecting, ordering and the customer centre', async () => {
    // The order card looks at the account (for a buyer under 18) and stays as built for an adult.
    const accountRead = page.waitForResponse((response) => response.url().includes('/api/account/'));
    await open(page, adr, '/ingen-abonnement', 'Du har ikke abonnement');
    await accountRead;
    await expect(page.getByRole('link', { name: 'Koble til abonnementet ditt' })).toHaveAttribute(
      'href',
      '/koble-bruker',
    );
    await expect(page.getByRole('link', { name: 'Bestill abonnement' })).toHaveAttribute('href', '/bestill-abonnement');
    const help = page.getByRole('region', { name: 'Trenger du hjelp?' });
    await expect(help.getByRole('link', { name: adr.title.brand.customerCenterEmail })).toHaveAttribute(
      'href',
      `mailto:${adr.title.brand.customerCenterEmail}`,
    );
    await expectNoAxeViolations(page, '/ingen-abonnement');
  });

  await test.step('/koble-bruker: someone without a subscription is sent there from Min side, and told what a search needs', async () => {
    await page.goto(`${adr.origin}/`);
    await expect(page).toHaveURL(`${adr.origin}/ingen-abonnement`);
    await page.getByRole('link', { name: 'Koble til abonnementet ditt' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Koble til abonnement');

    await page.getByRole('button', { name: 'Finn abonnementet' }).click();
    await expect(query).toBeFocused();
    await expect(query).toHaveAccessibleDescription(/Kundenummer, telefonnummer eller e-postadresse er påkrevd/);
    await expect(page.getByRole('textbox', { name: 'Postnummer' })).toHaveAccessibleDescription(
      /Postnummer er påkrevd/,
    );
  });

  await test.step('/koble-bruker, no match: a clear message with the way to order and to customer service', async () => {
    await query.fill('kari.nordmann@example.com');
    // The right e-mail with the wrong postal code finds nothing.
    await page.getByRole('textbox', { name: 'Postnummer' }).fill('0150');
    await page.getByRole('button', { name: 'Finn abonnementet' }).click();
    const message = page.getByRole('region', { name: 'Vi fant ikke noe abonnement' });
    await expect(message).toBeFocused();
    await expect(message.getByRole('link', { name: 'Bestill abonnement' })).toHaveAttribute(
      'href',
      '/bestill-abonnement',
    );
    await expect(message.getByRole('link', { name: 'Kundeservice', exact: true })).toHaveAttribute(
      'href',
      '/kundeservice',
    );
    await expect(message.getByRole('link', { name: adr.title.brand.customerCenterEmail })).toBeVisible();
    await expectNoAxeViolations(page, '/koble-bruker without a match');
  });

  await test.step('/koble-bruker: finds theirs, picks it, connects it and lands on Min side showing it', async () => {
    await query.fill('+47 912 34 567');
    await page.getByRole('textbox', { name: 'Postnummer' }).fill('7010');
    await page.getByRole('button', { name: 'Finn abonnementet' }).click();
    await expect(page.getByRole('heading', { name: 'Vi fant dette' })).toBeFocused();
    const choice = page.getByRole('radio', { name: /Digitalabonnement/ });
    await expect(choice).toHaveAccessibleName(/K\*\*\* N\*\*\*\*\*\*\*/);
    await expect(choice).toHaveAccessibleName(/Kundenummer •••• 101/);
    await choice.check();
    await expectNoAxeViolations(page, '/koble-bruker with a match');
    await lookAt(page, 'koble-bruker-match.png', { fullPage: true });

    await page.getByRole('button', { name: 'Koble til abonnementet' }).click();
    await expect(page).toHaveURL(`${adr.origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Min side');
    await expect(page.getByText('Digitalabonnement', { exact: true })).toBeVisible();
    await expect(page.getByText('Hei, Lars!')).toBeVisible();
  });
});

test.describe('/mitt-innhold', () => {
  test('digital on a title without play: no paper, no TV', async ({ page }) => {
    await signInAs(page, inn, 'digital', null);
    await open(page, inn, '/mitt-innhold', 'Mitt innhold');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'E-avisen' })).toBeVisible();
    for (const heading of ['Papiravisen alle dager', 'Papiravisen i helgen', 'TV og video', 'Direkte sport']) {
      await expect(main.getByRole('heading', { name: heading })).toBeHidden();
    }
    await expectNoAxeViolations(page, '/mitt-innhold digital');
  });

  test('a family subscription includes family sharing', async ({ page }) => {
    await signInAs(page, adr, 'family-owner', null);
    await open(page, adr, '/mitt-innhold', 'Mitt innhold');
    await expect(page.getByRole('main').getByRole('link', { name: 'Gå til familiedeling' })).toHaveAttribute(
      'href',
      '/familiedeling',
    );
  });

  test('an ended subscription gives no access, and can be started again', async ({ page }) => {
    await signInAs(page, adr, 'cancelled', null);
    await open(page, adr, '/mitt-innhold', 'Mitt innhold');
    await expect(page.getByText('Abonnementet ditt er ikke aktivt nå')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Start abonnementet igjen' })).toHaveAttribute(
      'href',
      '/angre-oppsigelse',
    );
  });
});

test('/nye-priser for anyone: the editors’ text and every plan with its monthly price', async ({ page }) => {
  await open(page, adr, '/nye-priser', 'Nye priser');
  await expect(page.getByText(/Fra 1\. januar 2027 får abonnementene våre nye priser/)).toBeVisible();
  const prices = page.getByRole('region', { name: 'Nye månedspriser' });
  for (const [plan, price] of [
    ['Digitalabonnement', 399],
    ['Papiravis alle dager + digital', 599],
    ['Papiravis i helgen + digital', 449],
    ['Ung digital', 99],
  ] as const) {
    const card = prices.getByRole('listitem').filter({ has: page.getByRole('heading', { name: plan, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(new RegExp(`${price}\\s*kr per måned`));
  }
  await expectNoAxeViolations(page, '/nye-priser');
});
