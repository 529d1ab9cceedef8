// The consent steps /samtykke1–3: what the subscriber has given (each choice with its time), the choices they are
// making (kept in the tab between the steps, so Back and Forward, a reload, a failure or a new login lose nothing),
// and saving them.
import { findConsents, saveConsents } from '../../api/privacy.ts';
import type { MarketingConsents } from '../../api/contract.ts';
import {
  CHANNEL_OF,
  MARKETING_CHOICES,
  type MarketingChoice,
  type MarketingChoices,
} from '../../domain/privacy/marketing-consent.ts';
import { readStored, removeStored, writeStored } from '../kit/browser-storage.ts';
import { createLoad, type LoadState } from '../kit/load.ts';
import { refusalsOf } from '../kit/refusals.ts';
import { createSubmission } from '../kit/submission.ts';

export type { MarketingConsents };

export type ConsentsState = LoadState<{ status: 'loaded'; consents: MarketingConsents }>;

/** What the subscriber has given for the title (`load(titleCode)`). */
export const $consents = createLoad({
  fetch: async (titleCode: string): Promise<{ status: 'loaded'; consents: MarketingConsents }> => ({
    status: 'loaded',
    consents: await findConsents(titleCode),
  }),
});

/** The choices being made, not saved yet (kept in the tab); undefined when there are none (or storage cannot be read). */
export function readDraft(): MarketingChoices | undefined {
  return readStored('consentDraft');
}

/** Storage that refuses it leaves the choices in the form on this page. */
export function keepDraft(choices: MarketingChoices): void {
  writeStored('consentDraft', choices);
}

function forgetDraft(): void {
  removeStored('consentDraft');
}

export interface ConsentSave {
  titleCode: string;
  choices: MarketingChoices;
}

/** Saves the choices; once the backend has them, they are what is stored, and the draft is done with. */
async function save({ titleCode, choices }: ConsentSave): Promise<MarketingConsents> {
  keepDraft(choices);
  const consents = await saveConsents(titleCode, choices);
  forgetDraft();
  $consents.replace({ status: 'loaded', consents });
  return consents;
}

/** A yes the account has nowhere to send is refused at that choice (the form checks first; the backend decides). */
const atChoiceBy =
  (channel: 'email' | 'phone') =>
  ({ choices }: ConsentSave): MarketingChoice | 'form' =>
    MARKETING_CHOICES.find((choice) => choices[choice] && CHANNEL_OF[choice] === channel) ?? 'form';

/** Step 2's "Lagre valgene": the draft is its kept input, so a failure keeps the choices and offers a retry. */
export const $consentSave = createSubmission(save, {
  refusals: refusalsOf('saveConsents', { NO_EMAIL: atChoiceBy('email'), NO_PHONE: atChoiceBy('phone') }),
});
