// The global full-page spinner (spec: shell and spinner state). Shown from the start until a page is ready.
import { atom } from 'nanostores';

export interface SpinnerState {
  show: boolean;
  /** Empty means the default message. */
  message: string;
  /**
   * A login open in a popup: the page stays in view (its heading and all) under the message, and this brings the
   * popup to the front ("Vis innloggingsvinduet", issue 41).
   */
  loginWindow?: () => void;
}

export const $spinner = atom<SpinnerState>({ show: true, message: '' });

/** Shows the spinner with `message`, or with the default message when none is given; `loginWindow` while a login popup is open. */
export function startSpinner(message?: string, loginWindow?: () => void): void {
  $spinner.set({ show: true, message: message ?? '', ...(loginWindow && { loginWindow }) });
}

export function stopSpinner(): void {
  $spinner.set({ show: false, message: $spinner.get().message });
}
