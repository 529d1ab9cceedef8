// The two ends of a login in a popup. The page that opened it waits, under the spinner, until the popup's /callback
// says the user is signed in (then it shows itself again, signed in) or the user closes the popup (then it is as it
// was). Word goes by a same-origin BroadcastChannel, which needs no `window.opener`: that survives neither every
// provider page nor every browser.
import {
  isPopupLoginMessage,
  POPUP_LOGIN_CHANNEL,
  POPUP_MEDIA_QUERY,
  type PopupLoginMessage,
} from '../domain/auth/popup.ts';
import { replaceWith } from '../stores/kit/address.ts';

/** Whether a login the user asks for here opens in a popup (a wide screen with a mouse) rather than by redirect. */
export function popupSuits(): boolean {
  return typeof matchMedia === 'function' && matchMedia(POPUP_MEDIA_QUERY).matches;
}

/** A one-time name for one popup login, carried in its state. */
export function newPopupName(): string {
  return crypto.randomUUID();
}

/** How often the opener looks whether the popup was closed, and how long a closed popup's last word may take. */
const CLOSED_POLL_MS = 400;
const LAST_WORD_MS = 1_000;

/** Resolves true once the popup says the user is signed in, false once it was closed without. */
export function awaitPopupLogin(popup: Window, name: string): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(POPUP_LOGIN_CHANNEL);
    let closedAt: number | undefined;
    const finish = (signedIn: boolean) => {
      clearInterval(watch);
      channel.close();
      resolve(signedIn);
    };
    channel.addEventListener('message', (event) => {
      if (isPopupLoginMessage(event.data, name)) finish(true);
    });
    const watch = setInterval(() => {
      if (!popup.closed) return;
      closedAt ??= Date.now();
      if (Date.now() - closedAt >= LAST_WORD_MS) finish(false);
    }, CLOSED_POLL_MS);
  });
}

/**
 * /callback in the popup: tells the opener, then closes. A window the browser will not let a script close (the
 * popup was refused and this is the page itself) goes on to `returnUrl` instead, as a redirect login would.
 */
export function finishPopupLogin(name: string, returnUrl: string): void {
  const channel = new BroadcastChannel(POPUP_LOGIN_CHANNEL);
  channel.postMessage({ signedIn: name } satisfies PopupLoginMessage);
  channel.close();
  window.close();
  if (!window.closed) replaceWith(returnUrl);
}
