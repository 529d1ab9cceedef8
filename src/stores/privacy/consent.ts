// What the consent manager says on this page: whether one runs at all, whether it is still waiting for the visitor,
// their choice per category, or that it could not load (an ad blocker). The adapter (src/consent/) writes it;
// the privacy settings page and analytics read it.
import { atom } from 'nanostores';
import type { ConsentChoices } from '../../domain/privacy/consent.ts';

export type ConsentState =
  /** Not decided yet: the page has not set up its measurement. */
  | { status: 'starting' }
  /** No consent manager on this page: the tracking flag is off, or this host gets none. */
  | { status: 'off' }
  /** Its script is loading, or it is asking the visitor. */
  | { status: 'loading' }
  | { status: 'ready'; choices: ConsentChoices }
  /** Its script did not load or failed: nothing is known, and the privacy manager cannot open. */
  | { status: 'unavailable' };

export const $consent = atom<ConsentState>({ status: 'starting' });

let privacyManager: (() => void) | undefined;

export function consentOff(): void {
  privacyManager = undefined;
  $consent.set({ status: 'off' });
}

/** The consent manager is on its way; `open` shows its privacy manager once its script has come. */
export function consentLoading(open: () => void): void {
  privacyManager = open;
  $consent.set({ status: 'loading' });
}

export function consentReady(choices: ConsentChoices): void {
  $consent.set({ status: 'ready', choices });
}

export function consentUnavailable(): void {
  privacyManager = undefined;
  $consent.set({ status: 'unavailable' });
}

/** Whether "Endre valgene" can open the privacy manager now. */
export function canOpenPrivacyManager(state: ConsentState): boolean {
  return state.status === 'ready' && privacyManager !== undefined;
}

export function openPrivacyManager(): void {
  privacyManager?.();
}
