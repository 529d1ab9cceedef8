// Shows a critical error, or why the user may not open the page, in place of the page: the spinner stops and the
// user gets a way on.
import { stopSpinner } from '../stores/spinner.ts';

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

/** `heading` replaces the panel's default "Noe gikk galt" (a refusal is not an error). */
export function showPageError(message: string, action: PageErrorAction, heading?: string, contact?: PageErrorContact): void {
  const panel = document.querySelector<HTMLElement>('[data-page-error]');
  const title = document.querySelector<HTMLElement>('[data-page-error-heading]');
  const text = document.querySelector<HTMLElement>('[data-page-error-message]');
  const slot = document.querySelector<HTMLElement>('[data-page-error-action]');
  const contactLine = document.querySelector<HTMLElement>('[data-page-error-contact]');
  if (!panel || !text || !slot) return;
  text.textContent = message;
  if (heading && title) title.textContent = heading;
  const control = action.href ? Object.assign(document.createElement('a'), { href: action.href }) : document.createElement('button');
  control.className = 'button-link';
  control.textContent = action.label;
  if (action.run) control.addEventListener('click', action.run);
  slot.replaceChildren(control);
  if (contactLine) {
    const links = (contact?.links ?? []).map(({ label, href }) => Object.assign(document.createElement('a'), { href, textContent: label }));
    contactLine.replaceChildren(...(contact ? [contact.text, ...links.flatMap((link) => [' ', link])] : []));
    contactLine.hidden = !contact;
  }
  stopSpinner();
  // Showing the panel hides the page's own content (portal.css): it is exactly what could not be prepared.
  panel.hidden = false;
  panel.focus();
}
