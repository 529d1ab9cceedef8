// The subscriber's consents (issue 14): what is stored for the title, and saving new choices; the account is the
// session's.
import { call } from './client.ts';
import type { MarketingConsents } from './contract.ts';
import type { MarketingChoices } from '../domain/privacy/marketing-consent.ts';

export function findConsents(titleCode: string): Promise<MarketingConsents> {
  return call('getConsents', { params: { titleCode } });
}

export function saveConsents(titleCode: string, choices: MarketingChoices): Promise<MarketingConsents> {
  return call('saveConsents', { params: { titleCode }, body: choices });
}
