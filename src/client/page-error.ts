// Draws the page error of $pageError into the shell's panel (src/components/PageError.astro), in place of the page.
import { $pageError, type PageError } from '../stores/kit/page-error.ts';

function draw({ message, action, heading, contact }: PageError): void {
  const panel = document.querySelector<HTMLElement>('[data-page-error]');
  const title = document.querySelector<HTMLElement>('[data-page-error-heading]');
  const text = document.querySelector<HTMLElement>('[data-page-error-message]');
  const slot = document.querySelector<HTMLElement>('[data-page-error-action]');
  const contactLine = document.querySelector<HTMLElement>('[data-page-error-contact]');
  if (!panel || !text || !slot) return;
  text.textContent = message;
  if (heading && title) title.textContent = heading;
  const control = action.href
    ? Object.assign(document.createElement('a'), { href: action.href })
    : document.createElement('button');
  control.className = 'button-link';
  control.textContent = action.label;
  if (action.run) control.addEventListener('click', action.run);
  slot.replaceChildren(control);
  if (contactLine) {
    const links = (contact?.links ?? []).map(({ label, href }) =>
      Object.assign(document.createElement('a'), { href, textContent: label }),
    );
    contactLine.replaceChildren(...(contact ? [contact.text, ...links.flatMap((link) => [' ', link])] : []));
    contactLine.hidden = !contact;
  }
  // Showing the panel hides the page's own content (portal.css): it is exactly what could not be prepared.
  panel.hidden = false;
  panel.focus();
}

export function drawPageErrors(): void {
  $pageError.subscribe((error) => {
    if (error) draw(error);
  });
}
