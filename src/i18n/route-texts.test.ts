import { describe, expect, test } from 'vitest';
import { ROUTES } from '../domain/routing/routes.ts';
import { nbRoutes, withSoftHyphens } from './nb/routes.ts';

describe('nbRoutes', () => {
  test.each(ROUTES.map((r) => [r.path, nbRoutes[r.path]] as const))(
    '%s has a Norwegian heading and purpose',
    (_path, r) => {
      expect(r.heading.trim()).not.toBe('');
      expect(r.purpose.trim()).not.toBe('');
      // Written for readers: a sentence, not a placeholder or an English slug.
      expect(r.purpose).toMatch(/[.?!]$/);
      expect(r.heading).not.toMatch(/todo|lorem/i);
    },
  );
});

// Issue 41: /angre-oppsigelse is built before the standing is known, so its heading holds for keeping a subscription
// and for starting it again ("Start abonnementet igjen" must not open "Angre oppsigelse"); the island says which.
test('/angre-oppsigelse has a heading for either way back', () => {
  expect(nbRoutes['/angre-oppsigelse'].heading).not.toMatch(/angre|behold|start/i);
});

// Issue 41: at 320 px an h1 has 288 px, about 16 letters (measured in Chromium: "Leveringsadresse" 278 px,
// "Abonnementsvilkår" 307 px); a longer word carries soft hyphens where its compound joins, so it breaks there.
test.each(ROUTES.map((r) => [r.path, nbRoutes[r.path].heading] as const))(
  '%s: no part of a heading word is wider than a 320 px phone',
  (_path, heading) => {
    const pieces = heading.split(/[\s\u00ad-]+/);
    expect(pieces.filter((piece) => piece.length > 16)).toEqual([]);
  },
);

test('an editor’s title breaks where the route heading of the same words does', () => {
  expect(withSoftHyphens('Studentabonnement')).toBe('Student\u00adabonnement');
  expect(withSoftHyphens('Vilkår for bedriftsabonnement')).toBe('Vilkår for bedrifts\u00adabonnement');
  expect(withSoftHyphens('Dine data')).toBe('Dine data');
});

// A page a payment trip returns to shows its outcome, whichever it was: its heading and purpose may not announce an
// action still to do or under way (issue 24: "Betal med …" over a receipt, "Vi sjekker …" when it was done).
const TRIP_RESULT_PAGES = ['/betaling', '/endre-betalingsmetode/verify', '/legg-til-betalingskort/verify'] as const;
test.each(TRIP_RESULT_PAGES)('%s says what holds for every outcome', (path) => {
  const { heading, purpose } = nbRoutes[path];
  expect(`${heading} ${purpose}`).not.toMatch(/\b(Betal med|Vi sjekker|Bekrefter|Sjekker)\b/);
});
