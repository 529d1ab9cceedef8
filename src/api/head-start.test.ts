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

  it.each([
    ['a public page', '/kundeservice', title],
    ['a sign-in-only page without reads of its own (its guard loads no subscription)', '/koble-bruker', title],
    ['a subscriber page while the title is down for maintenance', '/fakturaoversikt', { ...title, maintenance: true }],
  ] as const)('%s has none', (_, path, withTitle) => {
    expect(headStartScript(route(path), withTitle)).toBeUndefined();
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
  const reads = Object.entries(PAGE_READS).flatMap(([path, names]) => names.map((name) => [path, name] as const));

  it.each(reads)(
    "%s's %s is a read of a signed-in page, with no ids but the head's, and not one its guard asks already",
    (path, name) => {
      expect(route(path).access).not.toBe('public');
      if (route(path).access === 'subscriber') expect(GUARD_READS).not.toContain(name);
      expect(CALLS[name].method).toBe('GET');
      const ids = [...CALLS[name].path.matchAll(/\{(\w+)\}/g)].map(([, id]) => id);
      expect(ids.filter((id) => !['spidId', 'ariaAccountNo', 'titleCode'].includes(id!))).toEqual([]);
    },
  );
});
