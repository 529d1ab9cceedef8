// The tab's cached answers (issue 27, stores/kit/tab-cache.ts): the second page of a visit draws what the tab last
// received for the same user before the backend answers again, and nothing of a user is ever drawn to another one,
// after their session expired, or after a 401 on the revalidation.
import type { Page } from '@playwright/test';
import { PAGE_READS } from '../../src/api/head-start.ts';
import { STORED_KEYS } from '../../src/domain/storage/stored-keys.ts';
import { expect, test } from './fixtures.ts';
import { holdRequests, injectFault, resetBackend } from './harness.ts';
import { persona, signInAs } from './session.ts';
import { SITES } from './sites.ts';

const site = SITES[2]!;
const ANSWERS = STORED_KEYS.tabAnswers.key;
/** What names the paper persona (Per Olsen, 1000004) on screen: the address the paper goes to, the name, the e-mail. */
const PAPER_MARKS = /Kongens gate|Olsen/i;

test.beforeEach(async ({ page }) => resetBackend(page, site));

/**
 * Every text the site's pages show (innerText) and hold (textContent, hidden parts too) as it changes, from their
 * first byte on, across navigations: sent out of the page, so a page that leaves cannot take it along.
 */
async function recordTexts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__recordText', (text: string) => void seen.push(text));
  await page.addInitScript(() => {
    let last = '';
    const record = () => {
      const body = document.body;
      // The site's pages only: the identity twin's login page lists every test persona by name.
      if (!body || location.pathname.startsWith('/identity/')) return;
      const text = `${body.innerText}\n${body.textContent ?? ''}`;
      if (text === last) return;
      last = text;
      void (window as unknown as { __recordText(text: string): Promise<void> }).__recordText(text);
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    addEventListener('DOMContentLoaded', record);
  });
  return seen;
}

/** What the tab keeps of its answers, as text (null: nothing). */
const storedAnswers = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), ANSWERS);

async function openInvoices(page: Page): Promise<void> {
  await page.goto(`${site.origin}/fakturaoversikt`);
  await expect(page.getByRole('list', { name: 'Ubetalt' })).toBeVisible();
}

test('logout, then another user in the same tab: nothing of the first user is ever drawn or kept', async ({ page }) => {
  await signInAs(page, site, 'paper', '/');
  await expect(page.getByText('Kongens gate').first()).toBeVisible();
  await page.goto(`${site.origin}/fakturaoversikt`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fakturaoversikt');
  await expect.poll(() => storedAnswers(page)).toMatch(PAPER_MARKS);
  const paperAnswers = (await storedAnswers(page))!;

  const toTitlePage = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url() === site.title.brand.pageUrl,
  );
  await page.getByRole('button', { name: 'Meny' }).click();
  await page.getByRole('link', { name: 'Logg ut' }).click();
  await toTitlePage;

  const seen = await recordTexts(page);
  await signInAs(page, site, 'digital', '/kundeservice');
  // Logout left nothing; and had it (a crash, an older version), the user id on each answer still keeps them apart.
  expect(await storedAnswers(page)).toBeNull();
  await page.evaluate(([key, answers]) => sessionStorage.setItem(key, answers), [ANSWERS, paperAnswers] as const);
  await page.goto(`${site.origin}/`);
  await expect(page.getByRole('region', { name: 'Abonnementet ditt' })).toContainText('Digitalabonnement');
  await openInvoices(page);
  expect(seen.some((text) => text.includes('Digitalabonnement'))).toBe(true);
  expect(seen.filter((text) => PAPER_MARKS.test(text))).toEqual([]);
  expect(await storedAnswers(page)).not.toMatch(PAPER_MARKS);
  expect(await storedAnswers(page)).not.toContain(persona('paper').userId);
});

test("a digital subscriber's tab: a new tab asks from its head; the second page draws the tab's answers first; a 401 and an expired session leave nothing drawn", async ({
  page,
}) => {
  await test.step("a new tab's first page asks for account, subscription and its own reads from its head, before its scripts, and once", async () => {
    await signInAs(page, site, 'digital', '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Min side');
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), STORED_KEYS.lastAccount.key))
      .toContain('1000003');

    const tab = await page.context().newPage();
    const asked: string[] = [];
    tab.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    // The guard's script is held back until all three are asked for: only the page's head can have asked.
    const guard = await holdRequests(tab, /\/_astro\/GuardScript\./);
    const opened = tab.goto(`${site.origin}/fakturaoversikt`);
    await expect.poll(() => asked.length).toBe(3);
    guard.release();
    await opened;
    await expect(tab.getByRole('list', { name: 'Ubetalt' })).toBeVisible();
    // The guard and the invoice list read the head's answers: nothing is asked again.
    expect(asked.sort()).toEqual(['/api/account/1000003', '/api/invoice/5000003', '/api/subscription/5000003/ADR']);
    await tab.close();
  });
  await test.step('the second page of the tab draws its answers before the backend has answered again, then the fresh ones', async () => {
    await openInvoices(page);
    const unpaid = page.getByRole('list', { name: 'Ubetalt' });
    const fresh = (await unpaid.getByRole('link').first().textContent())!;
    // What the tab keeps is marked, so that what is drawn from it can be told from the fresh answer.
    await page.evaluate((key) => {
      const kept = JSON.parse(sessionStorage.getItem(key)!) as {
        invoices: { answer: { invoices: { description: string; status: string }[] } };
      };
      for (const invoice of kept.invoices.answer.invoices) invoice.description = `Fra fanen: ${invoice.description}`;
      sessionStorage.setItem(key, JSON.stringify(kept));
    }, ANSWERS);

    // The backend answers again only once the page has been looked at.
    const asked = await holdRequests(page, /\/api\/(account|subscription|invoice)\//);
    let answered = false;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/invoice/')) answered = true;
    });
    await page.goto(`${site.origin}/fakturaoversikt`);
    await expect(unpaid.getByRole('link').first()).toHaveText(`Fra fanen: ${fresh}`);
    expect(answered).toBe(false);
    // Then the fresh answer, in place.
    asked.release();
    await expect(unpaid.getByRole('link').first()).toHaveText(fresh);
    expect(answered).toBe(true);
    expect(await storedAnswers(page)).not.toContain('Fra fanen');

    // Home as well: the guard let the page show on the subscription the tab kept while account and subscription are asked again.
    await page.unrouteAll();
    const askedAgain = await holdRequests(page, /\/api\/(account|subscription)\//);
    let subscriptionAnswered = false;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/subscription/')) subscriptionAnswered = true;
    });
    await page.goto(`${site.origin}/`);
    await expect(page.getByRole('region', { name: 'Abonnementet ditt' })).toContainText('Digitalabonnement');
    expect(subscriptionAnswered).toBe(false);
    askedAgain.release();
    await expect.poll(() => subscriptionAnswered).toBe(true);
  });
  await test.step('a 401 on the revalidation: what was drawn leaves the screen and the tab, and the user goes to login', async () => {
    // The routes of the step before are done with.
    await page.unrouteAll();
    await openInvoices(page);
    // The invoices' revalidation answers once the tab's answers are drawn, and then 401; the login after it waits
    // until the page has been read.
    const invoices = await holdRequests(page, /\/api\/invoice\//);
    const login = await holdRequests(page, /\/api\/loginToken/);
    await injectFault(page, site, { call: 'getInvoices', kind: 'status', status: 401, times: 1 });
    const unauthorized = page.waitForResponse(
      (response) => new URL(response.url()).pathname.startsWith('/api/invoice/') && response.status() === 401,
    );
    await page.goto(`${site.origin}/fakturaoversikt`);
    // Drawn from the tab while the backend is asked again.
    await expect(page.getByRole('list', { name: 'Ubetalt' })).toBeVisible();
    invoices.release();
    await unauthorized;
    await expect(page.getByRole('list', { name: 'Ubetalt' })).toBeHidden();
    expect(await storedAnswers(page)).toBeNull();
    login.release();
    await page.waitForURL((url) => url.pathname === '/identity/oauth/authorize');
  });
  await test.step('the session expired: the next page draws none of what the tab kept, forgets it, and goes to login (last: it ends the session)', async () => {
    // Signed in again if the login the 401 led to ended the session.
    await signInAs(page, site, 'digital', null);
    await openInvoices(page);
    const kept = await storedAnswers(page);
    expect(kept).toContain(persona('digital').userId);
    // The payment references (KID) of the unpaid invoices: the user's own, and on screen.
    const kids = (
      JSON.parse(kept!) as { invoices: { answer: { invoices: { kid: string; status: string }[] } } }
    ).invoices.answer.invoices
      .filter((invoice) => invoice.status === 'unpaid')
      .map((invoice) => invoice.kid);
    await expect(page.getByText(kids[0]!).first()).toBeVisible();

    // Expired: the browser's session cookies are gone, and the identity SDK's cached answer (five minutes) is old.
    await page.context().clearCookies();
    await page.clock.install({ time: Date.now() + 10 * 60_000 });
    const seen = await recordTexts(page);
    await page.goto(`${site.origin}/fakturaoversikt`);
    await page.waitForURL((url) => url.pathname === '/identity/oauth/authorize');
    expect(await storedAnswers(page)).toBeNull();
    const theirs = [...kids, 'Solberg'];
    expect(seen.length).toBeGreaterThan(0);
    const found = seen.flatMap((text) => theirs.filter((mark) => text.includes(mark)));
    expect(found).toEqual([]);
  });
});

/** Who opens each page of PAGE_READS: a persona the page is for, so it draws and makes its first reads. */
const OPENS_PAGE: Record<string, string> = {
  '/': 'digital',
  '/fakturaoversikt': 'digital',
  '/faktura/:ariaInvoiceNo': 'digital',
  '/betal-faktura/:ariaInvoiceNo': 'digital',
  '/endre-betalingsmetode': 'digital',
  '/endre-abonnement': 'digital',
  '/samtykke2': 'digital',
  '/samtykke3': 'digital',
  '/familiedeling': 'family-owner',
  '/leveringsadresse': 'paper',
  '/endre-avislevering': 'paper',
  '/tilbakemelding': 'paper',
  '/bestill-abonnement': 'no-subscription',
};

/** Where a page whose route names an id in its address is opened: one of digital's own invoices, overdue. */
const ADDRESS_OF: Record<string, string> = {
  '/faktura/:ariaInvoiceNo': '/faktura/9000003046',
  '/betal-faktura/:ariaInvoiceNo': '/betal-faktura/9000003046',
};

test("every read a page's head asks for, the page reads, and asks nothing twice", async ({
  context,
  page: firstTab,
}) => {
  expect(Object.keys(OPENS_PAGE).sort()).toEqual(Object.keys(PAGE_READS).sort());
  for (const personaId of new Set(Object.values(OPENS_PAGE))) {
    // A tab of the persona's own: the last one's tab knows it is signed in. The first persona's is the test's own
    // page, which the reset left as a new tab (a new page starts a renderer).
    const page = personaId === OPENS_PAGE['/'] ? firstTab : await context.newPage();
    // What the page in the tab asks, from its document on: the page before cannot ask once it is left.
    const asked: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) asked.length = 0;
    });
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    const paths = Object.keys(OPENS_PAGE).filter((path) => OPENS_PAGE[path] === personaId);
    // One of the persona's pages first, so that the head knows whom this browser found last.
    await signInAs(page, site, personaId, paths[0]);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), STORED_KEYS.lastAccount.key))
      .toContain(persona(personaId).userId);
    for (const path of paths) {
      const address = ADDRESS_OF[path] ?? path;
      await page.goto(site.origin + address);
      await expect(page).toHaveURL(site.origin + address);
      const waiting = () =>
        page.evaluate(() => globalThis.minsideHeadStart && Object.keys(globalThis.minsideHeadStart));
      await expect.poll(waiting, `${path} for ${personaId}: the head's answers nobody read`).toEqual([]);
      expect(asked.length, `${path}: the head asked`).toBeGreaterThanOrEqual(
        PAGE_READS[path as keyof typeof PAGE_READS]!.length,
      );
      expect(
        asked.filter((asking, i) => asked.indexOf(asking) !== i),
        `${path}: asked twice`,
      ).toEqual([]);
    }
    if (page !== firstTab) await page.close();
  }
});
