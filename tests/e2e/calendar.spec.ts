// The vacation calendar on /endre-avislevering by keyboard alone, on a 390 px phone (issue 24, item 1): the WAI-ARIA
// date grid's keys, days that cannot be picked passed over and said why, a period picked with Enter, Esc back to the
// button, each day in Norwegian as a screen reader hears it, and axe at zero with the calendar open.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, lookAt, setClock } from './harness.ts';
import { signInAs } from './session.ts';
import { SITES } from './sites.ts';

const site = SITES.find((candidate) => candidate.titleCode === 'ADR')!;
// Monday 23 November 2026, 10:00: today's deadline for Tuesday has not passed, so Tuesday the 24th is the first day.
const MONDAY_MORNING = '2026-11-23T10:00:00+01:00';

/** The day button focused now, by its accessible name (what a screen reader says). */
const focusedDay = (page: Page) => page.locator('.calendar__day:focus');

async function press(page: Page, key: string, expected: string): Promise<void> {
  await page.keyboard.press(key);
  await expect(focusedDay(page), `${key} lands on ${expected}`).toHaveAccessibleName(expected);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setClock(page, site, MONDAY_MORNING);
  // The paper subscriber has a transfer to the cabin registered from 14 to 28 December.
  await signInAs(page, site, 'paper', null);
  await page.goto(`${site.origin}/endre-avislevering`);
});

test("by keyboard alone, on a 390 px and a 320 px phone: the month buttons, the period typed, the grid's keys, a period picked, Esc", async ({
  page,
}) => {
  await test.step('the month buttons turn the page and keep their focus; the calendar opens on the period typed', async () => {
    await page.getByLabel('Fra og med').fill('03.12.2026');
    await page.getByLabel('Til og med').fill('05.12.2026');
    await page.getByRole('button', { name: 'Vis kalender' }).click();
    await expect(focusedDay(page)).toHaveAccessibleName(
      'torsdag 3. desember 2026, avisen kommer, første dag i perioden',
    );
    await press(page, 'End', 'lørdag 5. desember 2026, avisen kommer, siste dag i perioden');
    // A key that has nowhere to go leaves focus where it is, and takes it nowhere later.
    await press(page, 'End', 'lørdag 5. desember 2026, avisen kommer, siste dag i perioden');

    const next = page.getByRole('button', { name: 'Neste måned' });
    const previous = page.getByRole('button', { name: 'Forrige måned' });
    await page.keyboard.press('Shift+Tab');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'januar 2027' })).toBeVisible();
    await expect(next).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'desember 2026' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'november 2026' })).toBeVisible();
    await expect(previous).toBeFocused();
    // Nothing before November can be picked: the button says so and stays where it is.
    await expect(previous).toBeDisabled();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'november 2026' })).toBeVisible();

    // Issue 41: on a 320 px phone the open month fits the screen: no day, and nothing of the form, off its edge.
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const lastDay = await page.getByRole('gridcell').last().boundingBox();
    expect(lastDay!.x + lastDay!.width).toBeLessThanOrEqual(320);
    expect(lastDay!.height).toBeGreaterThanOrEqual(44);
    await page.getByRole('grid').scrollIntoViewIfNeeded();
    await lookAt(page, 'kalender-320.png');

    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Vis kalender' })).toBeFocused();
  });
  await test.step('by keyboard alone: arrows, Page Up/Down, Home/End pass over days that cannot be picked; Enter picks the period; Esc gives focus back', async () => {
    // The form as opened: the phone of 390 px, no period typed (the step before typed one).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel('Fra og med').fill('');
    await page.getByLabel('Til og med').fill('');
    const toggle = page.getByRole('button', { name: 'Vis kalender' });
    await page.getByRole('button', { name: '3 uker' }).focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');

    const calendar = page.getByRole('group', { name: 'november 2026' });
    await expect(page.getByRole('button', { name: 'Skjul kalender' })).toHaveAttribute('aria-expanded', 'true');
    await expect(focusedDay(page)).toHaveAccessibleName('tirsdag 24. november 2026, avisen kommer');
    // What a screen reader is given: a grid named by its month, weekdays in full, each day's date, paper and whether it can be picked.
    await expect(calendar.getByRole('grid', { name: 'november 2026' }).getByRole('row').first()).toMatchAriaSnapshot(`
      - row:
        - /children: equal
        - columnheader "mandag"
        - columnheader "tirsdag"
        - columnheader "onsdag"
        - columnheader "torsdag"
        - columnheader "fredag"
        - columnheader "lørdag"
        - columnheader "søndag"
    `);
    await expect(
      calendar.getByRole('row').filter({ has: page.getByRole('button', { name: /^tirsdag 24\. november/ }) }),
    ).toMatchAriaSnapshot(`
      - row:
        - /children: deep-equal
        - gridcell:
          - button "mandag 23. november 2026, i dag, for sent å endre, kan ikke velges" [disabled]: "23"
        - gridcell:
          - button "tirsdag 24. november 2026, avisen kommer": "24"
        - gridcell:
          - button "onsdag 25. november 2026, avisen kommer": "25"
        - gridcell:
          - button "torsdag 26. november 2026, avisen kommer": "26"
        - gridcell:
          - button "fredag 27. november 2026, avisen kommer": "27"
        - gridcell:
          - button "lørdag 28. november 2026, avisen kommer": "28"
        - gridcell:
          - button "søndag 29. november 2026, ingen avis denne dagen, kan ikke velges" [disabled]: "29"
    `);
    await expectNoAxeViolations(page, 'open calendar');
    await lookAt(page, 'endre-avislevering-calendar-keyboard-390.png', { fullPage: true });

    // The walk: → past Saturday passes over Sunday to Monday 30th, and back; ← and ↑ from the first day stay.
    await press(page, 'ArrowRight', 'onsdag 25. november 2026, avisen kommer');
    await press(page, 'ArrowRight', 'torsdag 26. november 2026, avisen kommer');
    await press(page, 'ArrowRight', 'fredag 27. november 2026, avisen kommer');
    await press(page, 'ArrowRight', 'lørdag 28. november 2026, avisen kommer');
    await press(page, 'ArrowRight', 'mandag 30. november 2026, avisen kommer');
    await press(page, 'ArrowLeft', 'lørdag 28. november 2026, avisen kommer');
    await press(page, 'Home', 'tirsdag 24. november 2026, avisen kommer');
    await press(page, 'ArrowLeft', 'tirsdag 24. november 2026, avisen kommer');
    await press(page, 'ArrowUp', 'tirsdag 24. november 2026, avisen kommer');
    // ↓ across the month end turns the page to December; End is Saturday, not the paperless Sunday.
    await press(page, 'ArrowDown', 'tirsdag 1. desember 2026, avisen kommer');
    await expect(page.getByRole('heading', { name: 'desember 2026' })).toBeVisible();
    await press(page, 'End', 'lørdag 5. desember 2026, avisen kommer');
    await press(page, 'PageDown', 'tirsdag 5. januar 2027, avisen kommer');
    await press(page, 'PageUp', 'lørdag 5. desember 2026, avisen kommer');
    await press(page, 'ArrowDown', 'lørdag 12. desember 2026, avisen kommer');
    // The transfer already registered: its days are passed over, and said as taken.
    await press(page, 'ArrowDown', 'tirsdag 29. desember 2026, avisen kommer');
    await expect(
      page.getByRole('button', {
        name: 'mandag 14. desember 2026, avisen går allerede til en annen adresse, kan ikke velges',
      }),
    ).toBeDisabled();
    await press(page, 'ArrowUp', 'lørdag 12. desember 2026, avisen kommer');

    // Page Up into November lands on the nearest day that can still change; Home goes back across the month end.
    await press(page, 'PageUp', 'tirsdag 24. november 2026, avisen kommer');
    await press(page, 'ArrowDown', 'tirsdag 1. desember 2026, avisen kommer');
    await press(page, 'Home', 'mandag 30. november 2026, avisen kommer');

    // Enter picks the first day, then the last; the fields, the grid and a status line all say so.
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Fra og med')).toHaveValue('30.11.2026');
    await expect(calendar.getByRole('status')).toHaveText('Første dag: mandag 30. november 2026. Velg siste dag.');
    await press(page, 'ArrowDown', 'mandag 7. desember 2026, avisen kommer');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Til og med')).toHaveValue('07.12.2026');
    await expect(page.getByRole('group', { name: 'desember 2026' }).getByRole('status')).toHaveText(
      'Perioden er valgt: fra mandag 30. november 2026 til mandag 7. desember 2026.',
    );
    await expect(focusedDay(page)).toHaveAccessibleName('mandag 7. desember 2026, avisen kommer, siste dag i perioden');
    await expect(page.getByRole('gridcell', { name: /^torsdag 3\. desember 2026/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectNoAxeViolations(page, 'calendar with a period picked');

    // Esc closes and gives focus back to the button; Tab goes on to send the form.
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('grid')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Registrer', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    // The answer where the user is looking (issue 24): said, focused, in view, with what happens next; the form empty again.
    const saved = page
      .getByRole('status')
      .filter({ hasText: 'Registrert. Avisen stopper fra mandag 30. november og kommer igjen tirsdag 8. desember.' });
    await expect(saved).toBeFocused();
    await expect(saved).toBeInViewport();
    await expect(page.getByLabel('Fra og med')).toHaveValue('');
    await expect(page.getByLabel('Til og med')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Vis kalender' })).toHaveAttribute('aria-expanded', 'false');
  });
});
