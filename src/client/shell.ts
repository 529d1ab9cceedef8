// The few interactions of the static shell: menu, session-dependent header link, spinner, privacy manager.
import { UNAUTHORIZED_EVENT } from '../domain/auth/unauthorized.ts';
import { pageAddress, reloadPage } from '../stores/kit/address.ts';
import { $session, setAnonymous } from '../stores/kit/session.ts';
import { LOAD_FAILURE_EVENT, loadOnDemand, reportLoadFailure } from '../stores/kit/load-failures.ts';
import { markPageReady } from '../stores/kit/page.ts';
import { $spinner, startSpinner, stopSpinner } from '../stores/kit/spinner.ts';
import { drawPageErrors } from './page-error.ts';

function bindMenu(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-menu-button]');
  const menu = document.querySelector<HTMLElement>('[data-menu]');
  if (!button || !menu) return;
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    menu.classList.toggle('site-menu--open', open);
  };
  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  document.addEventListener('click', (event) => {
    const target = event.target as Node;
    if (!button.contains(target) && !menu.contains(target)) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') {
      setOpen(false);
      button.focus();
    }
  });
}

/** Runs `task` once the page has loaded: its own scripts and images first, then whatever it can wait for. */
function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') setTimeout(task, 0);
  else addEventListener('load', () => setTimeout(task, 0), { once: true });
}

/**
 * The header's login link follows the real session: the identity SDK's cached session check, loaded (lazily, after
 * the page has loaded) only when the links can first be seen: at once on a wide screen, when the menu opens on a phone,
 * or a moment before, when a hand reaches the menu button (a focus, a touch), so the link is there as the menu opens
 * and a keyboard user tabbing on at once does not pass it by. With it comes the offer of the simplified login widget
 * to a visitor the identity provider knows but who is not signed in here (its rules: src/domain/auth/simplified-login.ts),
 * on the same session check.
 */
function followSessionWhenSeen(links: Element, button: Element | null): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    afterLoad(() => {
      loadOnDemand(() => import('../identity/session-check.ts'))
        .then((check) => check.followSession())
        .catch((error: unknown) => {
          console.warn('Session check failed', error);
          setAnonymous();
        });
      loadOnDemand(() => import('../identity/simplified-login.ts'))
        .then((widget) => widget.offerSimplifiedLogin())
        .catch((error: unknown) => console.warn('Simplified login was not offered', error));
    });
  };
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) start();
  });
  observer.observe(links);
  button?.addEventListener('focus', start, { once: true });
  button?.addEventListener('pointerdown', start, { once: true });
}

function bindSessionLinks(): void {
  const signedIn = document.querySelector<HTMLElement>('[data-when-signed-in]');
  const signedOut = document.querySelector<HTMLElement>('[data-when-signed-out]');
  const menu = document.querySelector<HTMLElement>('[data-menu]');
  // Logging in or out loads the identity SDK if the session check has not already.
  const withSession = (action: 'loginHere' | 'loginByChoice' | 'logout') => (event: Event) => {
    event.preventDefault();
    void loadOnDemand(() => import('../identity/session.ts')).then((session) => {
      session.bootIdentity();
      return session[action]();
    });
  };
  // The user asked: login goes even right after a login that did not help (loginHere would stop and explain).
  document.querySelector('[data-login]')?.addEventListener('click', withSession('loginByChoice'));
  // A 401/406 on a page without a guard (spec section 2: any call) is a login with a return here as well.
  addEventListener(UNAUTHORIZED_EVENT, withSession('loginHere'));
  document.querySelector('[data-logout]')?.addEventListener('click', withSession('logout'));
  // Neither link while the session is unknown: a wrong one would be the first thing a user sees.
  $session.subscribe(({ status }) => {
    if (signedIn) signedIn.hidden = status !== 'signedIn';
    if (signedOut) signedOut.hidden = status !== 'anonymous';
  });
  // Guarded pages and /callback make the page's own session check; the header follows it through $session.
  if (menu && !('holdSpinner' in document.body.dataset))
    followSessionWhenSeen(menu, document.querySelector('[data-menu-button]'));
}

function bindSpinner(): void {
  const spinner = document.querySelector<HTMLElement>('[data-spinner]');
  const message = document.querySelector<HTMLElement>('[data-spinner-message]');
  const content = document.querySelector<HTMLElement>('[data-page-content]');
  const loginWindow = document.querySelector<HTMLElement>('[data-login-window]');
  const preparing = followPreparedForm(content, () => {
    if (spinner) spinner.hidden = !$spinner.get().show;
  });
  $spinner.subscribe(({ show, message: text, loginWindow: bringUp }) => {
    // The prepared form stays veiled by the loading block until the island has drawn the live one (ScreenFrame).
    if (spinner) spinner.hidden = !show && !preparing();
    spinner?.classList.toggle('spinner--beside-page', !!bringUp);
    if (message) message.textContent = text || message.dataset.defaultMessage || '';
    // While a login popup is open the page stays as it was, its heading and all, under the message (issue 41).
    if (content) content.hidden = show && !bringUp;
    if (loginWindow) loginWindow.hidden = !(show && bringUp);
  });
  loginWindow?.addEventListener('click', () => $spinner.get().loginWindow?.());
  // A public page is ready as soon as it is parsed; guarded pages and /callback stop it when they have decided.
  if (!('holdSpinner' in document.body.dataset)) {
    markPageReady();
    stopSpinner();
  }
  // Each navigation shows the spinner until the next page has drawn itself.
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const here = pageAddress();
    const url = new URL(link.href, here.href);
    if (url.origin === here.origin && url.pathname !== here.pathname && !link.target) startSpinner();
  });
  // Coming back through the browser's page cache must not leave the spinner up; a signed-in page's guard reloads
  // it instead (guard.ts), so nothing of it shows before it has decided again.
  addEventListener('pageshow', (event) => {
    if (event.persisted && document.body.dataset.access === 'public') stopSpinner();
  });
}

/**
 * A form page's prepared form (ScreenFrame's "prepared" slot, issue 45) stands, inert, where the island draws: it
 * goes in the same frame as the island's first drawing shows (a mutation observer runs before the next paint), so
 * the live form takes its place without a shift. Until then the loading block stays over it; `done` is told once.
 * Returns whether the prepared form is still up.
 */
function followPreparedForm(content: HTMLElement | null, done: () => void): () => boolean {
  const prepared = document.querySelector<HTMLElement>('[data-prepared]');
  if (!prepared || !content) return () => false;
  let up = true;
  const drawn = () => !content.hidden && !!content.querySelector('astro-island > :not(template)');
  const check = () => {
    if (!up || !drawn()) return;
    up = false;
    observer.disconnect();
    prepared.remove();
    done();
  };
  const observer = new MutationObserver(check);
  observer.observe(content, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
  return () => up;
}

function bindPrivacyManager(): void {
  const link = document.querySelector<HTMLAnchorElement>('[data-privacy-manager]');
  link?.addEventListener('click', (event) => {
    const manager = (window as ConsentWindow)._sp_?.gdpr?.loadPrivacyManagerModal;
    if (!manager) return; // Without the consent manager, the link leads to the settings page.
    event.preventDefault();
    manager(Number(link.dataset.privacyManager));
  });
}

type ConsentWindow = Window & { _sp_?: { gdpr?: { loadPrivacyManagerModal?: (pmId: number) => void } } };

function refreshCopyrightYear(): void {
  const line = document.querySelector<HTMLElement>('[data-copyright]');
  if (line?.textContent) line.textContent = line.textContent.replace(/\d{4}/, String(new Date().getFullYear()));
}

/** Consent, analytics and monitoring (issue 14), loaded on demand once the page has loaded: none costs it its speed. */
function startMeasurementAfterLoad(): void {
  afterLoad(() => {
    loadOnDemand(() => import('./measurement.ts'))
      .then((measurement) => measurement.startMeasurement())
      .catch((error: unknown) => console.warn('Measurement did not start', error));
  });
}

/**
 * A module the page imports on demand did not load (the preload-error event, stores/kit/load-failures.ts): monitoring
 * hears of it, and the user is offered to load the page again. Whoever imported it still gets the error.
 */
function bindLoadFailures(): void {
  const notice = document.querySelector<HTMLElement>('[data-load-failure]');
  notice?.querySelector('[data-load-failure-reload]')?.addEventListener('click', reloadPage);
  addEventListener(LOAD_FAILURE_EVENT, (event) => {
    reportLoadFailure((event as Event & { payload?: unknown }).payload);
    if (notice) notice.hidden = false;
  });
}

bindLoadFailures();
bindMenu();
bindSessionLinks();
bindSpinner();
drawPageErrors();
bindPrivacyManager();
refreshCopyrightYear();
startMeasurementAfterLoad();
