// The student subscription (issue 13) in Chromium against the reference backend, once per persona: a new student
// from /student to the receipt (a wrong address, a wrong code, a reload in the middle, the profile's rules), a
// subscriber who starts on the new way and switches, a student who has it already; every student code of spec
// section 8 answered by the backend itself; a fault on each call; axe on every screen, and a 390 px screenshot of
// each step in test-results/student-*.png when asked for (E2E_SCREENSHOTS=1).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { backendState, expectNoAxeViolations, injectFault, lookAt, resetBackend, setClock } from './harness.ts';
import { persona, pickPersona, signInAs } from './session.ts';
import { SITES } from './sites.ts';

const site = SITES.find((candidate) => candidate.titleCode === 'ADR')!;
const MONDAY = '2026-11-23T10:00:00+01:00';

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ page }) => resetBackend(page, site));

async function codeSentTo(page: Page, email: string): Promise<string> {
  const { outbox } = await backendState<{ outbox: { to: string; code: string }[] }>(page, site);
  return outbox.filter((mail) => mail.to === email).at(-1)!.code;
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** Types the address and sends the code; on the code step after. */
async function sendCode(page: Page, email: string): Promise<void> {
  await field(page, 'Student-e-postadresse').fill(email);
  await page.getByRole('button', { name: 'Send meg en kode' }).click();
  await expect(stepHeading(page, 'Skriv inn koden')).toBeVisible();
}

async function typeCode(page: Page, code: string): Promise<void> {
  await field(page, 'Kode').fill(code);
  await page.getByRole('button', { name: 'Bekreft koden' }).click();
}

/**
 * A new student's way from its start again, as in a new tab (the way's step is kept for the tab): the backend back to
 * its seed (the persona without a subscription), the tab's storage empty, the first step.
 */
async function startAgain(page: Page): Promise<void> {
  await resetBackend(page, site);
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${site.origin}/student-verifisering`);
}

const wrongFor = (code: string, nth = 0) =>
  [0, 1, 2, 3].map((digit) => String(digit).repeat(6)).filter((wrong) => wrong !== code)[nth]!;

test('a new student: from /student to the receipt, through a wrong address, a wrong code, a reload and the profile rules', async ({
  page,
}) => {
  // The whole journey with an axe sweep and a screenshot of every screen.
  test.setTimeout(90_000);
  await setClock(page, site, MONDAY);
  await page.goto(`${site.origin}/student`);
  await expect(page.getByRole('heading', { level: 1, name: 'Studentabonnement' })).toBeVisible();
  await expectNoAxeViolations(page, '/student');
  await lookAt(page, 'student-0-info.png', { fullPage: true });
  await page.getByRole('link', { name: 'Bekreft at du er student' }).first().click();
  await pickPersona(page, persona('new-student').label);
  await page.waitForURL(`${site.origin}/student-verifisering`);

  await expect(page.getByText('Steg 1 av 3')).toBeVisible();
  await expectNoAxeViolations(page, 'e-mail step');
  await lookAt(page, 'student-1-email.png', { fullPage: true });
  await field(page, 'Student-e-postadresse').fill('jenny.vik@example.com');
  await page.getByRole('button', { name: 'Send meg en kode' }).click();
  await expect(
    page.getByText(
      'Du må bruke student-e-postadressen din fra universitetet eller høgskolen, for eksempel navn@stud.ntnu.no.',
    ),
  ).toBeVisible();
  await expect(field(page, 'Student-e-postadresse')).toBeFocused();
  await lookAt(page, 'student-1-email-wrong.png', { fullPage: true });
  await field(page, 'Student-e-postadresse').fill('sara.lie@stud.ntnu.no');
  await page.getByRole('button', { name: 'Send meg en kode' }).click();
  await expect(
    page.getByText(
      'Det finnes allerede et studentabonnement på denne e-postadressen. Er det ditt, finner du det på Min side.',
    ),
  ).toBeVisible();

  const email = 'jenny.vik@stud.ntnu.no';
  await sendCode(page, email);
  await expect(page.getByText(`Vi har sendt en kode på 6 sifre til ${email}.`)).toBeVisible();
  await expect(page.getByText(/Du kan be om en ny kode om \d+ sekunder\./)).toBeVisible();
  await expectNoAxeViolations(page, 'code step');
  await lookAt(page, 'student-2-code.png', { fullPage: true });
  const code = await codeSentTo(page, email);
  await typeCode(page, wrongFor(code));
  await expect(page.getByText('Koden stemmer ikke. Du har 2 forsøk igjen.')).toBeVisible();
  await expect(field(page, 'Kode')).toBeFocused();
  await lookAt(page, 'student-2-code-wrong.png', { fullPage: true });

  // A reload in the middle: the step, the address and the tries left are kept for the tab.
  await page.reload();
  await expect(stepHeading(page, 'Skriv inn koden')).toBeVisible();
  await expect(page.getByText(`Vi har sendt en kode på 6 sifre til ${email}.`)).toBeVisible();
  await typeCode(page, `${code.slice(0, 3)} ${code.slice(3)}`);

  await expect(stepHeading(page, 'Fullfør profilen din')).toBeFocused();
  await expect(page.getByText(`${email} er bekreftet.`)).toBeVisible();
  await expect(page.getByText('Studentabonnementet starter i dag, 23. november 2026.')).toBeVisible();
  await expect(field(page, 'Fornavn')).toHaveValue('Jenny');
  await expect(field(page, 'Telefonnummer')).toHaveValue('');
  await expectNoAxeViolations(page, 'profile step');
  await lookAt(page, 'student-3-profile.png', { fullPage: true });
  await page.getByRole('button', { name: 'Aktiver studentabonnementet' }).click();
  await expect(page.getByText('Telefonnummer er påkrevd')).toBeVisible();
  await expect(page.getByText('Fødselsdato er påkrevd')).toBeVisible();
  await field(page, 'Telefonnummer').fill('412 34 5');
  await field(page, 'Fødselsdato').fill('24.11.2008');
  await page.getByRole('button', { name: 'Aktiver studentabonnementet' }).click();
  await expect(page.getByText('Telefonnummeret er ugyldig')).toBeVisible();
  await expect(page.getByText('Du må være 18 år eller eldre for å ha abonnement.')).toBeVisible();
  await expectNoAxeViolations(page, 'profile errors');
  await lookAt(page, 'student-3-profile-errors.png', { fullPage: true });

  await page.reload();
  await expect(stepHeading(page, 'Fullfør profilen din')).toBeVisible();
  await field(page, 'Telefonnummer').fill('+47 412 34 541');
  await field(page, 'Fødselsdato').fill('14.03.2005');
  await page.getByRole('button', { name: 'Aktiver studentabonnementet' }).click();

  await page.waitForURL(`${site.origin}/student-kvittering`);
  await expect(
    page.getByText('Velkommen som studentabonnent! Student digital er aktivt fra 23. november 2026.'),
  ).toBeVisible();
  await expect(page.getByText('Du betaler 149 kr per måned.')).toBeVisible();
  // Issue 41: choosing how to pay is what is left to do, so it is the receipt's main action (the one filled button).
  const choosePayment = page.getByRole('link', { name: 'Velg betalingsmåte' });
  await expect(choosePayment).toHaveAttribute('href', '/endre-betalingsmetode');
  await expect(choosePayment).toHaveClass('button');
  await expect(
    page.getByRole('main').locator('.button:not(.button--secondary), .button-link').filter({ visible: true }),
  ).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Les Adresseavisen på nett' })).toHaveAttribute(
    'href',
    'https://www.adressa.no/',
  );
  await expect(page.getByRole('link', { name: 'App Store (iPhone og iPad)' })).toHaveAttribute(
    'href',
    site.title.apps!.appStore,
  );
  await expect(page.getByRole('link', { name: 'Google Play (Android)' })).toHaveAttribute(
    'href',
    site.title.apps!.googlePlay,
  );
  await expectNoAxeViolations(page, '/student-kvittering');
  await lookAt(page, 'student-4-receipt.png', { fullPage: true });
  expect(await page.evaluate(() => sessionStorage.getItem('minside.student'))).toBeNull();

  // The same way again: there is a subscription now, said at once.
  await page.goto(`${site.origin}/student-verifisering`);
  await expect(page.getByRole('heading', { name: 'Du har allerede et aktivt abonnement' })).toBeVisible();
  await expect(page.getByText('Du har Student digital allerede, så du trenger ikke gjøre noe mer.')).toBeVisible();
});

test('a subscriber starts on the new way, switches, and gets the student plan from the first of next month', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await setClock(page, site, MONDAY);
  await signInAs(page, site, 'switching-student', '/student-verifisering');
  const stop = page.getByRole('region', { name: 'Du har allerede et aktivt abonnement' });
  await expect(stop).toContainText('Du har Digitalabonnement. Som student kan du bytte det til studentabonnement.');
  await expect(stop).toBeFocused();
  await expectNoAxeViolations(page, 'ARIA_ACTIVE');
  await lookAt(page, 'student-5-aria-active.png', { fullPage: true });
  await stop.getByRole('link', { name: 'Bytt til studentabonnement' }).click();

  await page.waitForURL(`${site.origin}/student-verifisering2`);
  const email = 'ole.brekke@student.uib.no';
  await sendCode(page, email);
  // activate-student/ crawls: the button says so and cannot be pressed twice.
  await injectFault(page, site, { call: 'activateStudent', kind: 'slow', delayMs: 1500, times: 1 });
  await typeCode(page, await codeSentTo(page, email));
  await expect(page.getByRole('button', { name: 'Bekrefter…' })).toBeDisabled();
  await expect(
    page.getByText(
      'Du bytter fra Digitalabonnement til studentabonnement fra 1. desember 2026. Til da har du Digitalabonnement som før.',
    ),
  ).toBeVisible();
  await expect(field(page, 'Fornavn')).toHaveValue('Ole');
  await expect(field(page, 'Telefonnummer')).toHaveValue('41234542');
  await expect(page.getByText('Sjekk at navnet, telefonnummeret og fødselsdatoen stemmer.')).toBeVisible();
  await lookAt(page, 'student-6-switch-profile.png', { fullPage: true });
  await page.getByRole('button', { name: 'Bytt til studentabonnement' }).click();

  await page.waitForURL(`${site.origin}/student-kvittering2`);
  await expect(page.getByText('Du får Student digital fra 1. desember 2026.')).toBeVisible();
  await expect(page.getByText('Til da har du Digitalabonnement som før.')).toBeVisible();
  await expectNoAxeViolations(page, '/student-kvittering2');
  await lookAt(page, 'student-7-switch-receipt.png', { fullPage: true });
  await page.goto(`${site.origin}/`);
  await expect(page.getByText('Aktivt. Bytter til Student digital fra 1. desember 2026')).toBeVisible();
});

test('a new student on the way itself: USER_NOT_EXIST, a fault on each call, MISSING_PARAMETERS, CODE_WRONG until the code is used up, ARIA_ACTIVE from another tab', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await test.step('USER_NOT_EXIST: someone without a subscription on the switch is sent on to the new way', async () => {
    await signInAs(page, site, 'new-student', '/student-verifisering2');
    const stop = page.getByRole('region', { name: 'Finner ikke bruker' });
    await expect(stop).toContainText(
      'Vi finner ikke noe abonnement på brukeren din som kan byttes til studentabonnement.',
    );
    await expectNoAxeViolations(page, 'USER_NOT_EXIST');
    await lookAt(page, 'student-8-user-not-exist.png', { fullPage: true });
    await stop.getByRole('link', { name: 'Bli studentabonnent' }).click();
    await page.waitForURL(`${site.origin}/student-verifisering`);
    await expect(stepHeading(page, 'Hvilken student-e-postadresse har du?')).toBeVisible();
  });

  await test.step('a fault on each call: a broken answer, ERROR with the customer centre, a timeout; each kept and retried', async () => {
    // On the new way's first step, where the step before left.
    const email = 'jenny@stud.ntnu.no';

    await injectFault(page, site, { call: 'studentEmail', kind: 'malformed', times: 1 });
    await field(page, 'Student-e-postadresse').fill(email);
    await page.getByRole('button', { name: 'Send meg en kode' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Noe gikk galt hos oss. Det du har skrevet er tatt vare på, så du kan prøve igjen.',
    );
    await page.getByRole('button', { name: 'Prøv igjen' }).click();
    await expect(stepHeading(page, 'Skriv inn koden')).toBeVisible();

    await injectFault(page, site, { call: 'registerStudent', kind: 'status', status: 500, times: 1 });
    await typeCode(page, await codeSentTo(page, email));
    await expect(page.getByRole('alert')).toContainText(
      'Noe gikk galt hos oss. Prøv igjen, eller kontakt kundesenteret.',
    );
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: site.title.brand.customerCenterPhoneNumber })).toHaveAttribute(
      'href',
      `tel:${site.title.brand.customerCenterPhoneNumber.replace(/\s/g, '')}`,
    );
    await expect(main.getByRole('link', { name: site.title.brand.customerCenterEmail })).toHaveAttribute(
      'href',
      `mailto:${site.title.brand.customerCenterEmail}`,
    );
    await expectNoAxeViolations(page, 'ERROR');
    await lookAt(page, 'student-9-error.png', { fullPage: true });
    await page.getByRole('button', { name: 'Prøv igjen' }).click();
    await expect(stepHeading(page, 'Fullfør profilen din')).toBeVisible();

    await injectFault(page, site, { call: 'activateStudentSubscription', kind: 'timeout', times: 1 });
    await field(page, 'Telefonnummer').fill('41234541');
    await field(page, 'Fødselsdato').fill('14.03.2005');
    await page.getByRole('button', { name: 'Aktiver studentabonnementet' }).click();
    await expect(page.getByRole('button', { name: 'Et øyeblikk…' })).toBeDisabled();
    await page.clock.fastForward('00:21');
    await expect(page.getByRole('alert')).toContainText(
      'Det tok for lang tid å få svar. Det du har skrevet er tatt vare på, så du kan prøve igjen.',
    );
    await expect(field(page, 'Fødselsdato')).toHaveValue('14.03.2005');
    await page.getByRole('button', { name: 'Prøv igjen' }).click();
    await page.waitForURL(`${site.origin}/student-kvittering`);
  });

  await test.step('MISSING_PARAMETERS from the backend stops with "Start på nytt"', async () => {
    await startAgain(page);
    // The backend answers a body without the address as it would an older page's: the request is cut on its way,
    // the answer is the backend's own.
    await page.route('**/api/student-email/', (route) => route.continue({ postData: '{}' }), { times: 1 });
    await field(page, 'Student-e-postadresse').fill('jenny@stud.ntnu.no');
    await page.getByRole('button', { name: 'Send meg en kode' }).click();
    const stop = page.getByRole('region', { name: 'Noe manglet i forespørselen' });
    await expect(stop).toContainText('Vi fikk ikke med alt vi trenger for å gå videre.');
    await expectNoAxeViolations(page, 'MISSING_PARAMETERS');
    await lookAt(page, 'student-8-missing-parameters.png', { fullPage: true });
    await stop.getByRole('button', { name: 'Start på nytt' }).click();
    await sendCode(page, 'jenny@stud.ntnu.no');
  });

  await test.step('CODE_WRONG until the code is used up, INVALID_CODE, and a new code after the countdown', async () => {
    // From the code step the step before left, back to the address.
    await page.getByRole('button', { name: 'Bruk en annen e-postadresse' }).click();
    const email = 'jenny@student.hvl.no';
    await sendCode(page, email);
    const code = await codeSentTo(page, email);
    await typeCode(page, wrongFor(code, 0));
    await expect(page.getByText('Koden stemmer ikke. Du har 2 forsøk igjen.')).toBeVisible();
    await typeCode(page, wrongFor(code, 1));
    await expect(page.getByText('Koden stemmer ikke. Du har 1 forsøk igjen.')).toBeVisible();
    await typeCode(page, wrongFor(code, 2));
    await expect(
      page.getByText('Koden stemmer ikke, og nå er den brukt opp. Be om en ny kode nedenfor.'),
    ).toBeVisible();
    await typeCode(page, code);
    await expect(page.getByRole('alert')).toContainText(
      'Koden virker ikke lenger: en kode gjelder i 15 minutter og for 3 forsøk. Be om en ny kode.',
    );
    await expect(page.getByRole('button', { name: 'Send ny kode' })).toBeHidden();
    await lookAt(page, 'student-2-code-invalid.png', { fullPage: true });

    await page.clock.fastForward('00:31');
    await page.getByRole('button', { name: 'Send ny kode' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Vi har sendt en ny kode til ${email}. Den forrige virker ikke lenger.` }),
    ).toBeVisible();
    await expect(page.getByText(/Du kan be om en ny kode om 30 sekunder\./)).toBeVisible();
    await typeCode(page, await codeSentTo(page, email));
    await expect(stepHeading(page, 'Fullfør profilen din')).toBeVisible();
  });

  await test.step('ARIA_ACTIVE when a subscription started in another tab meanwhile; the way on is Min side', async () => {
    await startAgain(page);
    await sendCode(page, 'jenny@stud.uis.no');
    // Another tab of the same browser (page.request carries its cookies) goes all the way with another address.
    const api = (path: string, data: object) => page.request.post(`${site.origin}/api/${path}`, { data });
    await api('student-email/', { email: 'jenny@stud.ntnu.no' });
    expect(
      (
        await api('register-student/', {
          email: 'jenny@stud.ntnu.no',
          code: await codeSentTo(page, 'jenny@stud.ntnu.no'),
        })
      ).ok(),
    ).toBe(true);
    const activation = {
      email: 'jenny@stud.ntnu.no',
      way: 'new',
      firstName: 'Jenny',
      lastName: 'Vik',
      phone: '41234541',
      birthdate: '2005-03-14',
    };
    expect((await api('activate-student-subscription/', activation)).ok()).toBe(true);

    await typeCode(page, await codeSentTo(page, 'jenny@stud.uis.no'));
    const stop = page.getByRole('region', { name: 'Du har allerede et aktivt abonnement' });
    await expect(stop).toContainText('Du har Student digital allerede');
    await expect(stop.getByRole('link', { name: 'Til Min side' })).toBeVisible();
  });
});

test('/student2 and a title’s own /student text: the call to start leads to its way; a student who has it already is told so on both ways', async ({
  page,
}) => {
  await test.step('/student2 and a title’s own /student text: the call to start leads to its way', async () => {
    await page.goto(`${site.origin}/student2`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bytt til studentabonnement' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bytt til studentabonnement' }).first()).toHaveAttribute(
      'href',
      '/student-verifisering2',
    );
    await expectNoAxeViolations(page, '/student2');
    const ft = SITES.find((candidate) => candidate.titleCode === 'FT')!;
    await page.goto(`${ft.origin}/student`);
    await expect(page.locator('article[lang="nn"]')).toContainText('Kven kan få studentabonnement?');
    await expect(page.getByRole('link', { name: 'Bekreft at du er student' }).first()).toHaveAttribute(
      'href',
      '/student-verifisering',
    );
    await expectNoAxeViolations(page, 'FT /student');
  });

  await test.step('a student who has it already is told so on both ways', async () => {
    await signInAs(page, site, 'student', null);
    for (const path of ['/student-verifisering', '/student-verifisering2']) {
      await page.goto(site.origin + path);
      await expect(page.getByRole('region', { name: 'Du har allerede et aktivt abonnement' })).toContainText(
        'Du har Student digital allerede',
      );
      await expect(page.getByRole('main').getByRole('link', { name: 'Til Min side' })).toBeVisible();
    }
  });
});
