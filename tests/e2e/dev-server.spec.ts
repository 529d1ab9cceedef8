// The editors' dev server for real: `npm run dev -- --title FT` as a child process on a free port; a changed FAQ
// answer and a new question of the title's own show in the open page without a reload by hand, signed in through
// the real SDK and the identity twin or not. Every file it touches is put back, even when the test fails.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEV_POLICY } from '../../scripts/lib/dev-site.ts';
import { ROOT } from '../../scripts/lib/titles.ts';
import { persona, pickPersona } from './session.ts';

const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const DEFAULT_ANSWER = path.join(ROOT, 'src/content/faq/02-glemt-passord.md');
const OWN_QUESTION = path.join(ROOT, 'publications/fjordenestidende/content/faq/91-e2e-dev-server.md');
/** Where a build beside the dev server writes (a folder of its own, removed after). */
const BUILD_OUTPUT = path.join(ROOT, 'dist-titles/.e2e-dev-server');
/** Starting takes Vite's dependency scan on a cold cache; seconds on a warm one. */
const START_TIMEOUT = 120_000;

/** A port nobody listens on now, so parallel checkouts and CI never collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the dev server for `titleCode`; resolves with its origin once it says it is live. */
function startDevServer(
  titleCode: string,
  port: number,
): Promise<{ child: ChildProcess; origin: string; output: () => string }> {
  // Its own process group, so stopping it stops tsx's node child too.
  const child = spawn(
    process.execPath,
    [TSX, 'scripts/dev.ts', '--title', titleCode, '--port', String(port), '--host', '127.0.0.1'],
    { cwd: ROOT, detached: true, env: { ...process.env, FORCE_COLOR: '0' } },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The dev server did not start in time:\n${output}`)),
      START_TIMEOUT,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const live = /live: (http:\/\/\S+?)\//.exec(output);
      if (live) {
        clearTimeout(timer);
        resolve({ child, origin: live[1]!, output: () => output });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`The dev server exited (${code}):\n${output}`)));
  });
}

test.describe('npm run dev', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(START_TIMEOUT + 60_000);

  let server: Awaited<ReturnType<typeof startDevServer>> | undefined;
  let originalAnswer: string;

  test.beforeAll(async () => {
    // A hook has its own timeout: starting may take Vite's cold dependency scan.
    test.setTimeout(START_TIMEOUT + 10_000);
    originalAnswer = await readFile(DEFAULT_ANSWER, 'utf8');
    server = await startDevServer('FT', await freePort());
  });

  test.afterAll(async () => {
    await writeFile(DEFAULT_ANSWER, originalAnswer);
    await rm(OWN_QUESTION, { force: true });
    await rm(BUILD_OUTPUT, { recursive: true, force: true });
    if (server?.child.pid) {
      const exited = new Promise((resolve) => server!.child.once('exit', resolve));
      process.kill(-server.child.pid, 'SIGTERM');
      await exited;
    }
  });

  // Two tests of steps rather than one test a page: the dev server's pages cost the most of any (Vite serves the
  // modules one by one), so the sign-in goes on in the page the first step checked.
  test('serves the title at its own paths with the CDN redirects and logo, and shows a changed answer and a new question of the title in the open page, signed in', async ({
    page,
    request,
  }) => {
    const { origin } = server!;
    await test.step('serves the title at its own paths, with the CDN redirects and logo', async () => {
      await page.goto(`${origin}/kundeservice`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/Fjordenes Tidende/);
      expect((await request.get(`${origin}/favicon.svg`)).headers()['content-type']).toBe('image/svg+xml');
      const redirect = await request.get(`${origin}/order-timeout?x=1`, { maxRedirects: 0 });
      expect([redirect.status(), redirect.headers().location]).toEqual([301, '/bestilling-feilet?x=1']);
    });

    await test.step('shows a changed answer and a new question of the title in the open page, signed in', async () => {
      // On /kundeservice as the step before opened it.
      await page.getByRole('button', { name: 'Meny' }).click();
      await page.getByRole('link', { name: 'Logg inn' }).click();
      await pickPersona(page, persona('digital').label);
      await page.waitForURL(`${origin}/kundeservice`);
      await page.getByRole('button', { name: 'Meny' }).click();
      await expect(page.getByRole('link', { name: 'Logg ut' })).toBeVisible();

      const changed = 'Dette svaret ble endret mens siden var åpen.';
      let saved = performance.now();
      await writeFile(DEFAULT_ANSWER, originalAnswer.replace(/\n\n(.)/, `\n\n${changed} $1`));
      const answer = page.locator('#glemt-passord');
      await expect(answer).toContainText(changed, { useInnerText: false, timeout: 15_000 });
      test.info().annotations.push({
        type: 'reload',
        description: `a changed default answer showed ${Math.round(performance.now() - saved)} ms after saving`,
      });

      saved = performance.now();
      await writeFile(
        OWN_QUESTION,
        '---\nquestion: "Kan eg lese avisa på hytta?"\ncategory: "Levering"\norder: 91\nlang: "nn"\n---\n\nJa, i appen.\n',
      );
      await expect(page.getByText('Kan eg lese avisa på hytta?')).toBeVisible({ timeout: 15_000 });
      test.info().annotations.push({
        type: 'reload',
        description: `a new question of the title showed ${Math.round(performance.now() - saved)} ms after saving`,
      });

      // Still signed in after the reloads.
      await page.getByRole('button', { name: 'Meny' }).click();
      await expect(page.getByRole('link', { name: 'Logg ut' })).toBeVisible();
    });
  });

  test('keeps the question being edited open across a save, shows what the build would refuse and runs no script an editor wrote, opens the answer a link names, and has its 404 page', async ({
    page,
  }) => {
    const { origin, output } = server!;
    await test.step('keeps the question being edited open across a save', async () => {
      await page.goto(`${origin}/kundeservice`);
      const question = page.locator('details', { has: page.locator('#glemt-passord') });
      await question.locator('summary').click();
      await expect(question).toHaveAttribute('open', '');
      const changed = 'Spørsmålet er fortsatt åpent.';
      await writeFile(DEFAULT_ANSWER, originalAnswer.replace(/\n\n(.)/, `\n\n${changed} $1`));
      await expect(page.locator('#glemt-passord')).toContainText(changed, { timeout: 15_000 });
      await expect(question).toHaveAttribute('open', '');
      await writeFile(DEFAULT_ANSWER, originalAnswer);
      // Put back in the page too, before the next step loads it again.
      await expect(page.locator('#glemt-passord')).not.toContainText(changed, { timeout: 15_000 });
    });

    await test.step('shows what the build would refuse in the page, and runs no script an editor wrote', async () => {
      // A page of its own: saves in the page the step before left raced its reloads (a navigation mid-step, loaded).
      await page.goto(`${origin}/kundeservice`);
      const panel = page.getByRole('alert', { name: 'Content check' });
      await expect(panel).toHaveCount(0);

      // Bad frontmatter: the old text stays, but the page says why.
      await writeFile(
        OWN_QUESTION,
        '---\nquestion: "Kan eg lese avisa på hytta?"\ncatgory: "Levering"\norder: 91\n---\n\nJa.\n',
      );
      await expect(panel).toContainText(
        'publications/fjordenestidende/content/faq/91-e2e-dev-server.md:3: frontmatter field "catgory" is not one a text has: did you mean "category"?',
        { timeout: 15_000 },
      );

      // A script in an answer is named in the page and never runs there.
      await writeFile(
        OWN_QUESTION,
        '---\nquestion: "Kan eg lese avisa på hytta?"\ncategory: "Levering"\norder: 91\n---\n\nJa.\n\n<script>window.editorScriptRan = true</script>\n\n<b onclick="window.editorScriptRan = true">Trykk</b>\n',
      );
      await expect(panel).toContainText(
        '91-e2e-dev-server.md:9: HTML is not allowed in a text, only markdown: <script> is left out of the page',
        { timeout: 15_000 },
      );
      await expect(page.getByText('Kan eg lese avisa på hytta?')).toBeVisible({ timeout: 15_000 });
      // Opened by setting `open`, not by a click: the dev server may itself reopen the question just edited, and a
      // click after that would close it again (the test waited for "Trykk" in vain when it did).
      await page
        .locator('details', { hasText: 'Kan eg lese avisa på hytta?' })
        .evaluate((details) => details.setAttribute('open', ''));
      await page.getByText('Trykk').click();
      expect(await page.evaluate(() => (window as { editorScriptRan?: boolean }).editorScriptRan)).toBeUndefined();
      await expect(page.locator('.faq__answer script, .faq__answer [onclick]')).toHaveCount(0);

      await rm(OWN_QUESTION);
      await expect(panel).toHaveCount(0, { timeout: 15_000 });

      // The terminal says a change once, not on every page load, and nothing of a build writing beside it.
      const before = output().length;
      // The dev server may still be reloading the page after the removal, and abort a load begun meanwhile
      // (net::ERR_ABORTED, seen on a loaded machine): such a load is made again.
      const load = (url: string) => page.goto(url).catch(() => page.goto(url));
      await load(`${origin}/kundeservice`);
      await load(`${origin}/vilkaar`);
      await mkdir(BUILD_OUTPUT, { recursive: true });
      await Promise.all(
        Array.from({ length: 200 }, (_, i) => writeFile(path.join(BUILD_OUTPUT, `${i}.html`), '<p>x</p>')),
      );
      await page.waitForTimeout(1_500);
      const said = output().slice(before);
      expect(said).not.toMatch(/WARN|content checks|dist-titles/);
    });

    await test.step('a link to a question opens its answer', async () => {
      const response = await page.goto(`${origin}/kundeservice#glemt-passord`);
      // The sites' image policy, so an image a built site would block is blocked here too (issue 44).
      expect(response?.headers()['content-security-policy']).toBe(DEV_POLICY);
      await expect(page.locator('details', { has: page.locator('#glemt-passord') })).toHaveAttribute('open', '');
      await expect(page.locator('#glemt-passord')).toBeInViewport();
    });

    await test.step('serves its 404 page', async () => {
      await page.goto(`${origin}/finnes-ikke`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fant ikke siden');
    });
  });
});
