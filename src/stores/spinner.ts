// The global full-page spinner (spec: shell and spinner state). Shown from the start until a page is ready.
import { atom } from 'nanostores';

export interface SpinnerState {
  show: boolean;
  /** Empty means the default message. */
  message: string;
}

export const $spinner = atom<SpinnerState>({ show: true, message: '' });

/** Shows the spinner with `message`, or with the default message when none is given. */
export function startSpinner(message?: string): void {
  $spinner.set({ show: true, message: message ?? '' });
}

export function stopSpinner(): void {
  $spinner.set({ ...$spinner.get(), show: false });
}
