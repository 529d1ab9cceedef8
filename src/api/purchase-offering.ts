// What the title sells: the offering service's plans and intro offers.
import { call } from './client.ts';
import type { Offer } from './contract.ts';

export async function fetchOffers(titleCode: string): Promise<Offer[]> {
  return (await call('offering', { params: { titleCode } })).offers;
}
