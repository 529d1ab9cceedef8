import { describe, expect, it, test } from 'vitest';
import {
  findRoute,
  REDIRECT_ROUTES,
  routeOutputPath,
  routePattern,
  ROUTES,
  type Access,
  type Route,
} from './routes.ts';

/** Spec section 2: every route with who may open it. */
const SPEC_ACCESS: [path: string, access: Access][] = [
  ['/', 'subscriber'],
  ['/callback', 'public'],
  ['/kundeservice', 'public'],
  ['/maintenance', 'public'],
  ['/tilbakemelding', 'subscriber'],
  ['/endre-avislevering', 'subscriber'],
  ['/endre-profil', 'subscriber'],
  ['/mitt-innhold', 'subscriber'],
  ['/schibstedTakeoutGateway', 'subscriber'],
  ['/schibstedDeleteGateway', 'subscriber'],
  ['/student', 'public'],
  ['/student2', 'public'],
  ['/student-verifisering', 'auth'],
  ['/student-verifisering2', 'auth'],
  ['/student-kvittering', 'subscriber'],
  ['/student-kvittering2', 'subscriber'],
  ['/bedrift', 'auth'],
  ['/administrer-bedrift', 'subscriber'],
  ['/vilkaar/bedrift', 'public'],
  ['/vilkaar', 'public'],
  ['/vilkaar-mer', 'public'],
  ['/data', 'public'],
  ['/personvern', 'public'],
  ['/personverndetaljer', 'public'],
  ['/cookie-policy', 'public'],
  ['/personverninnstillinger', 'auth'],
  ['/samtykke1', 'subscriber'],
  ['/samtykke2', 'subscriber'],
  ['/samtykke3', 'subscriber'],
  ['/bestill-abonnement', 'auth'],
  ['/winback', 'public'],
  ['/bestilling-feilet', 'auth'],
  ['/completepurchase', 'public'],
  ['/completevippspurchase', 'public'],
  ['/feil-kjop', 'public'],
  ['/kvittering', 'subscriber'],
  ['/leveringsadresse', 'subscriber'],
  ['/kontakt', 'subscriber'],
  ['/familiedeling', 'subscriber'],
  ['/verifiser-familiemedlem', 'auth'],
  ['/deling-akseptert', 'subscriber'],
  ['/betaling', 'public'],
  ['/avbryt-bestilling', 'public'],
  ['/fakturaoversikt', 'subscriber'],
  ['/betal-faktura/:ariaInvoiceNo', 'subscriber'],
  ['/endre-betalingsmetode', 'subscriber'],
  ['/endre-betalingsmetode/verify', 'subscriber'],
  ['/legg-til-betalingskort', 'subscriber'],
  ['/legg-til-betalingskort/verify', 'subscriber'],
  ['/ingen-abonnement', 'auth'],
  ['/allerede-abonnent', 'subscriber'],
  ['/koble-bruker', 'auth'],
  ['/endre-abonnement', 'subscriber'],
  ['/receipt2', 'subscriber'],
  ['/avslutt-abonnement', 'subscriber'],
  ['/abonnement-avsluttet', 'subscriber'],
  ['/abonnement-reaktivert', 'subscriber'],
  ['/angre-oppsigelse', 'subscriber'],
  ['/nye-priser', 'public'],
  ['/404', 'public'],
];

/** Spec notes: extra conditions beyond access; the family pages are for spec §6's family sharer and member. */
const SPEC_NOTES: [path: string, note: NonNullable<Route['note']>][] = [
  ['/bedrift', 'verification'],
  ['/administrer-bedrift', 'admin'],
  ['/verifiser-familiemedlem', 'invited'],
  ['/familiedeling', 'family'],
  ['/deling-akseptert', 'family'],
];

/** Routes an issue added beyond spec section 2, each with why: no other route may be invented. */
const BEYOND_SPEC: Record<string, string> = {
  '/faktura/:ariaInvoiceNo': 'issue 24: one invoice as a page to keep, print or save as PDF',
};

function route(path: string): Route {
  const found = ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

describe('ROUTES', () => {
  test.each(SPEC_ACCESS)('%s is %s', (path, access) => {
    expect(route(path).access).toBe(access);
  });

  it('has no route the spec does not list', () => {
    const specPaths = new Set([...SPEC_ACCESS.map(([path]) => path), ...Object.keys(BEYOND_SPEC)]);
    expect(ROUTES.map((r) => r.path).filter((path) => !specPaths.has(path))).toEqual([]);
  });

  test.each(Object.entries(BEYOND_SPEC))('%s, beyond the spec (%s), is in the table for subscribers', (path) => {
    expect(route(path).access).toBe('subscriber');
  });

  it('lists each path once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test.each(SPEC_NOTES)('%s carries note %s', (path, note) => {
    expect(route(path).note).toBe(note);
  });

  it('has notes only where the spec has them', () => {
    const noted = ROUTES.filter((r) => r.note !== undefined).map((r) => [r.path, r.note]);
    expect(noted).toEqual(expect.arrayContaining(SPEC_NOTES));
    expect(noted).toHaveLength(SPEC_NOTES.length);
  });

  it('has the redirect-only routes', () => {
    expect(REDIRECT_ROUTES).toContain('/order-timeout');
    expect(REDIRECT_ROUTES).toContain('/t/:path(.*)');
  });

  it('gives no page to a redirect-only route', () => {
    for (const path of REDIRECT_ROUTES) expect(ROUTES.map((r) => r.path)).not.toContain(path);
  });
});

describe('findRoute', () => {
  test.each([
    ['/', '/'],
    ['/fakturaoversikt', '/fakturaoversikt'],
    ['/fakturaoversikt/', '/fakturaoversikt'],
    ['/fakturaoversikt//', '/fakturaoversikt'],
    ['/vilkaar/bedrift', '/vilkaar/bedrift'],
    ['/vilkaar', '/vilkaar'],
    ['/betal-faktura/12345', '/betal-faktura/:ariaInvoiceNo'],
    ['/betal-faktura/12345/', '/betal-faktura/:ariaInvoiceNo'],
    ['/endre-betalingsmetode/verify', '/endre-betalingsmetode/verify'],
    ['/legg-til-betalingskort/verify/', '/legg-til-betalingskort/verify'],
  ])('%s is served by %s', (pathname, path) => {
    expect(findRoute(pathname)?.path).toBe(path);
  });

  test.each([
    ['/finnes-ikke'],
    ['/betal-faktura'],
    ['/betal-faktura/'],
    ['/betal-faktura/1/2'],
    ['/vilkaar/privat'],
    ['/order-timeout'],
    ['/fakturaoversiktx'],
    ['/x/fakturaoversikt'],
  ])('%s is unknown', (pathname) => {
    expect(findRoute(pathname)).toBeUndefined();
  });

  it('finds every route by its own path', () => {
    for (const r of ROUTES) {
      const concrete = r.path.replace(/:[^/]+/g, '42');
      expect(findRoute(concrete)).toBe(r);
    }
  });
});

describe('routePattern', () => {
  test.each([
    ['/betal-faktura/:ariaInvoiceNo', '/betal-faktura/A-1', true],
    ['/betal-faktura/:ariaInvoiceNo', '/betal-faktura/', false],
    ['/cookie-policy', '/cookie-policy', true],
    ['/cookie-policy', '/cookie.policy', false],
    ['/a.b', '/axb', false],
  ])('%s against %s matches: %s', (path, pathname, expected) => {
    expect(routePattern(path).test(pathname)).toBe(expected);
  });
});

describe('routeOutputPath', () => {
  test.each([
    ['/', ''],
    ['/fakturaoversikt', 'fakturaoversikt'],
    ['/vilkaar/bedrift', 'vilkaar/bedrift'],
    ['/endre-betalingsmetode/verify', 'endre-betalingsmetode/verify'],
    ['/betal-faktura/:ariaInvoiceNo', 'betal-faktura/_'],
  ])('%s is built to "%s"', (path, output) => {
    expect(routeOutputPath(route(path))).toBe(output);
  });

  it('gives every route its own output path', () => {
    const outputs = ROUTES.map(routeOutputPath);
    expect(new Set(outputs).size).toBe(outputs.length);
  });
});
