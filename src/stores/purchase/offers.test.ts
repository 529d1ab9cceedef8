// The title's offers against the reference backend over real HTTP: loaded once, and the views of the screens.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPreview, TITLE_CODE, type Preview } from '../../../tests/support/backend.ts';
import type { Offer } from './offers.ts';

let preview: Preview;
let offers: typeof import('./offers.ts');
const realFetch = globalThis.fetch;
const fetched: string[] = [];

beforeAll(async () => {
  preview = await startPreview();
  vi.stubGlobal('location', new URL(preview.base));
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    fetched.push(new URL(request.url).pathname);
    return realFetch(request);
  });
  vi.resetModules();
  offers = await import('./offers.ts');
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await preview.close();
});

const offer = (offerId: string, ariaPlanID: string, introPrice: number | null = null): Offer => ({
  offerId,
  ariaPlanID,
  ariaScheduleID: `${ariaPlanID}-NOK-01`,
  planName: ariaPlanID,
  planProductType: 'DIGITAL',
  description: '',
  price: 399,
  introPrice,
  introMonths: introPrice === null ? null : 1,
});

describe('regularPlans', () => {
  it('one entry per plan, the regular offer rather than an intro campaign', () => {
    const list = offers.regularPlans([offer('digital-1kr', 'D', 1), offer('digital', 'D'), offer('paper', 'P')]);
    expect(list.map((entry) => entry.offerId)).toEqual(['digital', 'paper']);
  });

  it('an intro offer stands for its plan when it is the only one', () => {
    expect(offers.regularPlans([offer('only-intro', 'D', 1)]).map((entry) => entry.offerId)).toEqual(['only-intro']);
  });
});

describe('regularPriceOf', () => {
  it('the price of the plan’s offer without an intro, or nothing', () => {
    const list = [offer('digital-1kr', 'D', 1), { ...offer('digital', 'D'), price: 349 }];
    expect(offers.regularPriceOf(list, 'D')).toBe(349);
    expect(offers.regularPriceOf([offer('digital-1kr', 'D', 1)], 'D')).toBeUndefined();
  });
});

describe('loading the title’s offers', () => {
  it('loads the served title’s plans without logging in; /nye-priser and /winback see their part', async () => {
    await offers.$offers.load(TITLE_CODE);
    expect(offers.$offers.get().status).toBe('loaded');
    const prices = offers.$priceList.get();
    expect(prices.status === 'loaded' && prices.offers.map((entry) => [entry.planName, entry.price])).toEqual([
      ['Digitalabonnement', 399],
      ['Papiravis alle dager + digital', 599],
      ['Papiravis i helgen + digital', 449],
      ['Ung digital', 99],
    ]);
    const winback = offers.$winbackOffers.get();
    expect(winback.status === 'loaded' && winback.offers.map((entry) => entry.offerId)).toEqual([
      'digital-1kr',
      'digital-3mnd',
    ]);
  });

  it('fetches once per title, however many screens ask', async () => {
    fetched.length = 0;
    const [first, second] = await Promise.all([offers.$offers.load(TITLE_CODE), offers.$offers.load(TITLE_CODE)]);
    await offers.$offers.load(TITLE_CODE);
    expect(second).toBe(first);
    expect(fetched).toEqual([]);
  });

  it('keeps the failure for the page to show, and asks again when retried', async () => {
    await offers.$offers.load('XYZ');
    expect(offers.$offers.get()).toMatchObject({ status: 'failed', failure: { kind: 'other' } });
    expect(offers.$priceList.get().status).toBe('failed');
    fetched.length = 0;
    await offers.$offers.load('XYZ');
    expect(fetched).toEqual(['/api/offering/XYZ']);
  });
});
