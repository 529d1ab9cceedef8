import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Offer } from '../api/contract.ts';
import { startPreview, TITLE_CODE, type Preview } from '../../tests/support/backend.ts';

let preview: Preview;
let prices: typeof import('./price-list.ts');

beforeAll(async () => {
  preview = await startPreview();
  vi.stubGlobal('location', new URL(preview.base));
  vi.resetModules();
  prices = await import('./price-list.ts');
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
    const list = prices.regularPlans([offer('digital-1kr', 'D', 1), offer('digital', 'D'), offer('paper', 'P')]);
    expect(list.map((entry) => entry.offerId)).toEqual(['digital', 'paper']);
  });

  it('an intro offer stands for its plan when it is the only one', () => {
    expect(prices.regularPlans([offer('only-intro', 'D', 1)]).map((entry) => entry.offerId)).toEqual(['only-intro']);
  });
});

describe('loadPriceList', () => {
  it('loads the served title’s plans without logging in', async () => {
    await prices.loadPriceList(TITLE_CODE);
    const state = prices.$priceList.get();
    expect(state.status).toBe('loaded');
    expect(state.status === 'loaded' && state.offers.map((entry) => [entry.planName, entry.price])).toEqual([
      ['Digitalabonnement', 399],
      ['Papiravis alle dager + digital', 599],
      ['Papiravis i helgen + digital', 449],
      ['Ung digital', 99],
    ]);
  });

  it('keeps the failure for the page to show', async () => {
    await prices.loadPriceList('XYZ');
    expect(prices.$priceList.get().status).toBe('failed');
  });
});
