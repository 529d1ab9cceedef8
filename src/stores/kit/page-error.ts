// A critical error, or why the user may not open the page, shown in place of the page: whoever cannot go on (the
// guard, the callback, a login that cannot start) sets it here; the shell draws it (src/client/page-error.ts).
import { atom } from 'nanostores';
import { stopSpinner } from './spinner.ts';

export interface PageErrorAction {
  label: string;
  /** A link to follow, or a function to run (e.g. retry). */
  href?: string;
  run?: () => void;
}

/** Where to get help when trying again is not enough: a line of words, then the links (phone, e-mail). */
export interface PageErrorContact {
  text: string;
  links: { label: string; href: string }[];
}

export interface PageError {
  message: string;
  action: PageErrorAction;
  /** Replaces the panel's default "Noe gikk galt" (a refusal is not an error). */
  heading?: string;
  contact?: PageErrorContact;
}

export const $pageError = atom<PageError | null>(null);

/** The spinner stops and the panel takes the page's place, with a way on. */
export function showPageError(
  message: string,
  action: PageErrorAction,
  heading?: string,
  contact?: PageErrorContact,
): void {
  stopSpinner();
  $pageError.set({ message, action, heading, contact });
}
