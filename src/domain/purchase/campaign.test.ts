import { describe, expect, it } from 'vitest';
import { purchaseCampaign } from './campaign.ts';

describe('purchaseCampaign (issue 41: the campaign travels with the order)', () => {
  it.each([
    ['the intro offer, no UTM', 'CAMP-2020-03-003', null, 'CAMP-2020-03-003'],
    ['the intro offer wins over the UTM campaign', 'CAMP-2020-03-003', 'vinter', 'CAMP-2020-03-003'],
    ['a regular offer takes the UTM campaign', null, 'vinter', 'vinter'],
    ['an offer without a campaign field', undefined, 'vinter', 'vinter'],
    ['neither', null, null, null],
    ['an empty UTM value is none', null, '', null],
  ] as const)('%s', (_, offer, utm, expected) => {
    expect(purchaseCampaign(offer, utm)).toBe(expected);
  });
});
