// The consent manager's thin adapter: the vendor's documented surface and nothing more. It configures `_sp_` and
// `_sp_queue`, loads the script the rules chose (the vendor's, or the preview's stand-in with the same surface),
// and tells $consent what happens: asking, ready with the choices it stored, or unavailable.
import { consentStorageName, readChoices, type ConsentSetup } from '../domain/privacy/consent.ts';
import { cookieValue } from '../domain/measurement/hosts.ts';
import { readStored } from '../stores/kit/browser-storage.ts';
import { consentLoading, consentOff, consentReady, consentUnavailable } from '../stores/privacy/consent.ts';

/** The part of Sourcepoint's window API this adapter uses. */
export interface SourcepointWindow {
  _sp_queue?: (() => void)[];
  _sp_?: {
    config: {
      accountId: number;
      propertyId: number;
      baseEndpoint: string;
      gdpr: Record<string, never>;
      events: {
        onMessageReady?: () => void;
        onConsentReady?: () => void;
        onError?: (messageType: string, errorCode: string) => void;
      };
    };
    gdpr?: { loadPrivacyManagerModal?: (privacyManagerId: number) => void };
  };
}

/** The visitor's choices as the consent manager stored them (local storage, else its cookies). */
function storedChoices() {
  return readChoices(
    (category) => readStored('consentManager', consentStorageName(category)),
    (name) => cookieValue(document.cookie, name),
  );
}

export function startConsent(setup: ConsentSetup, win: Window & SourcepointWindow = window): void {
  if (!setup.run) return consentOff();
  const { privacyManagerId } = setup;
  win._sp_queue = [];
  win._sp_ = {
    config: {
      accountId: setup.accountId,
      propertyId: setup.propertyId,
      baseEndpoint: setup.baseEndpoint,
      gdpr: {},
      events: {
        // Ready also after each later choice in the privacy manager: the page then shows the new ones.
        onConsentReady: () => consentReady(storedChoices()),
        onError: (_, errorCode) => {
          console.warn('Consent manager failed', errorCode);
          consentUnavailable();
        },
      },
    },
  };
  consentLoading(() => win._sp_?.gdpr?.loadPrivacyManagerModal?.(privacyManagerId));
  const script = document.createElement('script');
  script.src = setup.scriptUrl;
  script.async = true;
  // Blocked (an ad blocker), or the network failed: nothing is known of the visitor's choices.
  script.addEventListener('error', () => consentUnavailable());
  document.head.append(script);
}
