// Login in a popup (spec section 9: 360 × 570 pixels). The SDK opens it at that size; where a window that size
// cannot stand beside the page (a phone, a touch tablet: there it would be a new tab), login is the redirect.

/** The login popup's size in CSS pixels (spec section 9); the account SDK opens its popup at exactly this size. */
export const LOGIN_POPUP_SIZE = { width: 360, height: 570 } as const;

/** A screen wide enough for the popup beside the page, and a mouse or trackpad to move between them. */
export const POPUP_MEDIA_QUERY = '(min-width: 600px) and (pointer: fine)';

/** Where the popup's /callback tells the page that opened it that the user is signed in (same origin only). */
export const POPUP_LOGIN_CHANNEL = 'minside-popup-login';

/** What the popup says when it is done: the one-time name the page gave the login in its state. */
export interface PopupLoginMessage {
  signedIn: string;
}

export function isPopupLoginMessage(data: unknown, name: string): boolean {
  return typeof data === 'object' && data !== null && (data as Record<string, unknown>).signedIn === name;
}
