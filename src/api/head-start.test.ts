// Which pages' heads ask early, and what the inline script is: the function itself, called with the title's ids and
// the paths of the page's reads, then the date formats set up while the page waits for its modules.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../domain/routing/routes.ts';
import { CALLS } from './contract.ts';
import { GUARD_READS, headStartScript, PAGE_READS, startInHead, warmDateFormats } from './head-start.ts';

const title = { titleCode: 'ADR', maintenance: false };
const route = (path: string) => ROUTES.find((candidate) => candidate.path === path)!;
const script = (...paths: string[]) =>
  `(${startInHead.toString()})("minside.lastAccount", "ADR", "/api/", ${JSON.stringify(paths)});(${warmDateFormats.toString()})();`;
const scriptOfRoute = (routePath: string, ...paths: string[]) =>
  `(${startInHead.toString()})("minside.lastAccount", "ADR", "/api/", ${JSON.stringify(paths)}, ${JSON.stringify(routePath)});(${warmDateFormats.toString()})();`;

describe('headStartScript', () => {
  it('a subscriber page calls startInHead with the key, the title, the API and the paths of account and subscription', () => {
    expect(headStartScript(route('/endre-profil'), title)).toBe(
      script('account/{spidId}', 'subscription/{ariaAccountNo}/{titleCode}'),
    );
  });

  it('a page with reads of its own asks those too: the invoice list, its invoices', () => {
    expect(headStartScript(route('/fakturaoversikt'), title)).toBe(
      script('account/{spidId}', 'subscription/{ariaAccountNo}/{titleCode}', 'invoice/{ariaAccountNo}'),
    );
  });

  it('a sign-in-only page asks only its own reads: the order page, the offers and whether the user subscribes already', () => {
    expect(headStartScript(route('/bestill-abonnement'), title)).toBe(
      script('offering/{titleCode}', 'account/{spidId}', 'subscription/{ariaAccountNo}/{titleCode}'),
    );
  });

  it('home asks what it draws beside the subscription: the payment method, the invoices and the unfinished orders', () => {
    expect(headStartScript(route('/'), title)).toBe(
      script(
        'account/{spidId}',
        'subscription/{ariaAccountNo}/{titleCode}',
        'paymentmethod/{ariaAccountNo}',
        'invoice/{ariaAccountNo}',
        'order/pending/{titleCode}',
      ),
    );
  });

  it("a page whose address names its read's id passes its route, for the script to read the id there", () => {
    expect(headStartScript(route('/faktura/:ariaInvoiceNo'), title)).toBe(
      scriptOfRoute(
        '/faktura/:ariaInvoiceNo',
        'account/{spidId}',
        'subscription/{ariaAccountNo}/{titleCode}',
        'invoice/{ariaAccountNo}/{ariaInvoiceNo}',
      ),
    );
  });

  it.each([
    ['a public page', '/kundeservice', title],
    ['a sign-in-only page without reads of its own (its guard loads no subscription)', '/koble-bruker', title],
    ['a subscriber page while the title is down for maintenance', '/fakturaoversikt', { ...title, maintenance: true }],
  ] as const)('%s has none', (_, path, withTitle) => {
    expect(headStartScript(route(path), withTitle)).toBeUndefined();
  });
});

describe('startInHead', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    globalThis.minsideHeadStart = undefined;
  });

  /** Runs the script on `pathname` with `lastAccount` in storage; answers the paths it asked. */
  function run(pathname: string, templates: string[], routePath?: string) {
    const asked: string[] = [];
    vi.stubGlobal('location', { pathname });
    vi.stubGlobal('localStorage', {
      getItem: () => JSON.stringify({ spidId: '1000003', ariaAccountNo: '5000003' }),
    });
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return Promise.resolve(new Response('null'));
    });
    startInHead('minside.lastAccount', 'ADR', '/api/', templates, routePath);
    return { asked, answers: Object.keys(globalThis.minsideHeadStart ?? {}) };
  }

  it('fills the ids of the user, the title and the address, and keeps each answer by its path', () => {
    expect(run('/faktura/1000123', ['invoice/{ariaAccountNo}/{ariaInvoiceNo}'], '/faktura/:ariaInvoiceNo')).toEqual({
      asked: ['/api/invoice/5000003/1000123'],
      answers: ['invoice/5000003/1000123'],
    });
    expect(run('/fakturaoversikt', ['invoice/{ariaAccountNo}', 'offering/{titleCode}']).asked).toEqual([
      '/api/invoice/5000003',
      '/api/offering/ADR',
    ]);
  });

  it.each([
    ['an id with other characters', '/faktura/1%2F2'],
    ['letters', '/faktura/abc'],
    ['an empty one', '/faktura/'],
    ['one longer than any invoice number', `/faktura/${'1'.repeat(21)}`],
  ])('asks nothing for %s in the address', (_, pathname) => {
    expect(run(pathname, ['invoice/{ariaAccountNo}/{ariaInvoiceNo}'], '/faktura/:ariaInvoiceNo').asked).toEqual([]);
  });
});

describe('warmDateFormats', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets up the date formats once the main thread is idle, never while the head is parsed', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    warmDateFormats();
    expect(made).not.toHaveBeenCalled();
    for (const run of idle) run();
    expect(made).toHaveBeenCalledWith('nb-NO', { timeZone: 'Europe/Oslo' });
    made.mockRestore();
  });
});

describe('PAGE_READS', () => {
  it("is the route table's reads, route by route", () => {
    expect(Object.keys(PAGE_READS).sort()).toEqual(
      ROUTES.filter((candidate) => candidate.reads)
        .map(({ path }) => path)
        .sort(),
    );
    expect(PAGE_READS['/familiedeling']).toEqual(['getFamily']);
  });

  const reads = Object.entries(PAGE_READS).flatMap(([path, names]) => names.map((name) => [path, name] as const));

  it.each(reads)(
    "%s's %s is a read of a signed-in page, with no ids but the head's and the address's, and not one its guard asks already",
    (path, name) => {
      expect(route(path).access).not.toBe('public');
      if (route(path).access === 'subscriber') expect(GUARD_READS).not.toContain(name);
      expect(CALLS[name].method).toBe('GET');
      const ids = [...CALLS[name].path.matchAll(/\{(\w+)\}/g)].map(([, id]) => id);
      const inAddress = [...path.matchAll(/:(\w+)/g)].map(([, id]) => id);
      expect(ids.filter((id) => !['spidId', 'ariaAccountNo', 'titleCode', ...inAddress].includes(id))).toEqual([]);
    },
  );
});
