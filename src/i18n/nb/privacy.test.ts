// Words that send the user somewhere on Min side name it as the user sees it there (issue 24: "velg Samtykke" named
// an entry that did not exist). One name for the consent steps: "Nyhetsbrev og tilbud".
import { expect, it } from 'vitest';
import { nb } from '../nb.ts';
import { nbPrivacy } from './privacy.ts';
import { nbRoutes } from './routes.ts';

const { settings, steps } = nbPrivacy;

it('the consent steps, the settings section and its link share one name', () => {
  for (const path of ['/samtykke1', '/samtykke2', '/samtykke3'] as const)
    expect(nbRoutes[path].heading).toBe(settings.newslettersHeading);
  expect(settings.newslettersLink.toLowerCase()).toContain(settings.newslettersHeading.toLowerCase());
});

it('the receipt names the home action and the link the user will find there', () => {
  expect(steps.changeHere).toContain(`«${nb.home.actions.privacy}»`);
  expect(steps.changeHere).toContain(`«${settings.newslettersLink}»`);
  expect(nbRoutes['/personverninnstillinger'].heading.replace('\u00ad', '')).toBe(nb.home.actions.privacy);
});

it('no privacy word points to an entry called "Samtykke"', () => {
  expect(JSON.stringify(nbPrivacy)).not.toMatch(/(velg|under) Samtykke\b/);
});
