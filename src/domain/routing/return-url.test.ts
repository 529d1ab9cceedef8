import { describe, expect, it, test } from 'vitest';
import { sameOriginPath, smsLinkTarget } from './return-url.ts';

const ORIGIN = 'https://minside.adressa.no';

/** Where a browser goes when it follows `target` from a page on the site. */
function resolvedOrigin(target: string): string {
  return new URL(target, `${ORIGIN}/fakturaoversikt`).origin;
}

describe('sameOriginPath: return URLs into the site', () => {
  test.each([
    ['/fakturaoversikt?x=1#top', '/fakturaoversikt?x=1#top'],
    ['/', '/'],
    ['/betal-faktura/123', '/betal-faktura/123'],
    ['fakturaoversikt', '/fakturaoversikt'],
    ['fakturaoversikt?x=1', '/fakturaoversikt?x=1'],
    [`${ORIGIN}/fakturaoversikt?x=1#top`, '/fakturaoversikt?x=1#top'],
    [`${ORIGIN}`, '/'],
    ['https://MINSIDE.adressa.no:443/kontakt', '/kontakt'],
    ['?tab=2', '/?tab=2'],
    ['#top', '/#top'],
    ['/a/../kontakt', '/kontakt'],
  ])('%s → %s', (raw, expected) => {
    expect(sameOriginPath(raw, ORIGIN)).toBe(expected);
  });
});

describe('sameOriginPath: hostile and empty input', () => {
  /**
   * Inputs that plainly point off the site: the answer is the front page. The login callback reads its return URL
   * through sameOriginPath: tests/e2e/auth.spec.ts walks `//evil.com` through a tampered login state, and the rows
   * it once walked too ('/\\evil.com', 'https://evil.com/x', 'javascript:alert(1)', '\t//evil.com', '/.//evil.com') are here.
   */
  const offSite: [string | null | undefined][] = [
    ['//evil.com'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['https://evil.com'],
    ['https://evil.com/x'],
    ['http://minside.adressa.no.evil.com'],
    ['https://minside.adressa.no@evil.com'],
    ['http://minside.adressa.no/fakturaoversikt'],
    ['https://minside.adressa.no:8443/fakturaoversikt'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['data:text/html,x'],
    ['\t//evil.com'],
    [' //evil.com'],
    ['/\t/evil.com'],
    ['//evil.com/%2F..'],
    ['///evil.com'],
    ['\\/evil.com'],
    ['/\\/evil.com'],
    ['//evil%2Ecom'],
    ['http://[::1]/'],
    ['//127.0.0.1'],
    ['ftp://evil.com'],
    ['\n//evil.com'],
    ['//evil.com\\@minside.adressa.no'],
    ['/.//evil.com'],
    ['/%2e//evil.com'],
    ['/a/..//evil.com'],
    ['/fakturaoversikt/../..//evil.com'],
    ['/./\\evil.com'],
    ['https://minside.adressa.no/.//evil.com'],
    ['http://[:'],
    [null],
    [undefined],
    [''],
  ];

  test.each(offSite)('%j → /', (raw) => {
    expect(sameOriginPath(raw, ORIGIN)).toBe('/');
  });

  /** Inputs that look hostile but are only odd paths on this site. */
  const oddPaths: [string][] = [
    ['%2F%2Fevil.com'],
    ['%5C%5Cevil.com'],
    ['/%2F%2Fevil.com'],
    ['/%5Cevil.com'],
    ['evil.com'],
    ['/https://evil.com'],
    ['https:evil.com'],
  ];

  test.each([...offSite, ...oddPaths])('%j stays on the site', (raw) => {
    const result = sameOriginPath(raw, ORIGIN);
    expect(result).toMatch(/^\/(?![/\\])/);
    expect(resolvedOrigin(result)).toBe(ORIGIN);
  });
});

describe('smsLinkTarget', () => {
  test.each([
    [`${ORIGIN}/t/fakturaoversikt?kid=1`, '/fakturaoversikt?kid=1&source=sms'],
    [`${ORIGIN}/t/`, '/?source=sms'],
    [`${ORIGIN}/t/fakturaoversikt`, '/fakturaoversikt?source=sms'],
    [`${ORIGIN}/t/fakturaoversikt?source=email&kid=1`, '/fakturaoversikt?source=sms&kid=1'],
    [`${ORIGIN}/t/fakturaoversikt?kid=1&source=email&source=push`, '/fakturaoversikt?kid=1&source=sms'],
    [`${ORIGIN}/t/betal-faktura/123`, '/betal-faktura/123?source=sms'],
    [`${ORIGIN}/t/betal-faktura/123?kid=9#x`, '/betal-faktura/123?kid=9&source=sms'],
    [`${ORIGIN}/t/vilkaar/bedrift/`, '/vilkaar/bedrift/?source=sms'],
    [`${ORIGIN}/fakturaoversikt?kid=1`, '/?kid=1&source=sms'],
    // The SMS targets e2e once walked (tests/e2e/redirects.spec.ts keeps the one with a query).
    [`${ORIGIN}/t/fakturaoversikt?kid=123`, '/fakturaoversikt?kid=123&source=sms'],
    [`${ORIGIN}/t/betal-faktura/1000123?x=y`, '/betal-faktura/1000123?x=y&source=sms'],
    [`${ORIGIN}/t/vilkaar/bedrift`, '/vilkaar/bedrift?source=sms'],
  ])('%s → %s', (href, expected) => {
    expect(smsLinkTarget(href)).toBe(expected);
  });

  const hostile: [string][] = [
    ['/t//evil.com'],
    ['/t/\\evil.com'],
    ['/t/%2F%2Fevil.com'],
    ['/t/%5Cevil.com'],
    ['/t/%5C%5Cevil.com'],
    ['/t/%09//evil.com'],
    ['/t/\t//evil.com'],
    ['/t/\n//evil.com'],
    ['/t/ //evil.com'],
    ['/t/https://evil.com'],
    ['/t/https:/evil.com'],
    ['/t/https:evil.com'],
    ['/t/javascript:alert(1)'],
    ['/t/data:text/html,x'],
    ['/t///evil.com'],
    ['/t////evil.com'],
    ['/t/%2F%5Cevil.com'],
    ['/t/\\/evil.com'],
    ['/t//\\evil.com'],
    ['/t/.//evil.com'],
    ['/t/%2e//evil.com'],
    ['/t/a/..//evil.com'],
    ['/t/../..//evil.com'],
    ['/t/%2e%2e/%2e%2e//evil.com'],
    ['/t//evil.com%2F..'],
    ['/t/@evil.com'],
    ['/t//evil.com\\@minside.adressa.no'],
  ];

  test.each(hostile)('%j stays on the site with source=sms and the link query', (path) => {
    const result = smsLinkTarget(`${ORIGIN}${path}?kid=7`);
    expect(result).toMatch(/^\/(?![/\\])/);
    expect(resolvedOrigin(result)).toBe(ORIGIN);
    const params = new URL(result, ORIGIN).searchParams;
    expect(params.get('source')).toBe('sms');
    expect(params.get('kid')).toBe('7');
  });

  // The hostile links e2e once walked, as the browser sends them (tests/e2e/redirects.spec.ts keeps `/t//evil.com`).
  test.each([
    '/t//evil.com',
    '/t/\\evil.com',
    '/t/%2F%2Fevil.com',
    '/t/%5C%5Cevil.com',
    '/t/%09//evil.com',
    '/t/https://evil.com',
    '/t///evil.com/x?y=1',
  ])('%j leaves /t/ for the site with source=sms', (path) => {
    const result = smsLinkTarget(`${ORIGIN}${path}`);
    expect(result).not.toMatch(/^\/t\//);
    expect(resolvedOrigin(result)).toBe(ORIGIN);
    expect(result).toContain('source=sms');
  });

  it('keeps a hostile-looking query as data, not as a destination', () => {
    const result = smsLinkTarget(`${ORIGIN}/t/kontakt?next=//evil.com&x=https://evil.com`);
    expect(result).toBe('/kontakt?next=%2F%2Fevil.com&x=https%3A%2F%2Fevil.com&source=sms');
    expect(resolvedOrigin(result)).toBe(ORIGIN);
  });
});
