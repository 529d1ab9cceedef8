// The route guard of every signed-in page: decides before anything of the page is shown (spec section 2).
import { ApiError, setUnavailableHandler } from '../api/client.ts';
import { href } from '../domain/routing/href.ts';
import { maintenanceUrl, retryAt } from '../domain/routing/maintenance.ts';
import {
  guardDecision,
  needsSubscription,
  type GuardDecision,
  type GuardFacts,
} from '../domain/routing/guard-decision.ts';
import { ROLE_RULES, type RoleNote } from '../domain/routing/role-rules.ts';
import type { Access } from '../domain/routing/routes.ts';
import { nb } from '../i18n/nb.ts';
import { checkSession } from '../identity/session-check.ts';
import { bootIdentity, loginByChoice, loginHere } from '../identity/session.ts';
import { AccountCreationError, drawAccount, forgetLastAccountOfOthers, loadAccount } from '../stores/person/account.ts';
import { pageAddress, reloadPage, replaceWith } from '../stores/kit/address.ts';
import { loadBrand } from '../stores/kit/brand.ts';
import { markPageReady } from '../stores/kit/page.ts';
import { startSpinner, stopSpinner } from '../stores/kit/spinner.ts';
import { askEarlyForLastAccount, drawSubscription, loadSubscription } from '../stores/subscription/subscription.ts';
import { showPageError } from '../stores/kit/page-error.ts';

async function guard(access: Access, note: RoleNote | undefined): Promise<void> {
  const { titleCode, maintenance } = loadBrand();
  // The title is down for maintenance (a build-time switch): nothing signed in works, so nothing is asked.
  if (maintenance) return toMaintenance(null);
  if (needsSubscription(access)) void askEarlyForLastAccount(titleCode);
  const session = await checkSession();
  if (session.status !== 'signedIn') return act(decide(access, note, { signedIn: false }));
  // A session of someone else than this browser's last page found: the next pages ask early for nobody's ids.
  forgetLastAccountOfOthers(session.userId);
  if (!needsSubscription(access)) return act(decide(access, note, { signedIn: true }));
  const fresh = loadAccount(session.userId, titleCode).then((account) =>
    loadSubscription(account.ariaAccountNo, titleCode),
  );
  // Only now that the session check has named the user: what this tab last received for them, drawn at once.
  const account = drawAccount(session.userId);
  const drawn = account && drawSubscription(account.ariaAccountNo, titleCode);
  const onDrawn = drawn && decide(access, note, { signedIn: true, subscription: drawn.subscription });
  // Sending the user elsewhere, or refusing the page, waits for the fresh answer: never on what the tab kept.
  if (onDrawn?.kind !== 'allowed') return act(decide(access, note, { signedIn: true, subscription: await fresh }));
  // Allowed: the page shows at once, nothing to wait for.
  void act(onDrawn);
  // The fresh answers replace the drawn ones in their stores; the page is decided again on them (a subscription
  // ended meanwhile sends the user on). A failure shows the page's error in place of what was drawn.
  return act(decide(access, note, { signedIn: true, subscription: await fresh }));
}

const decide = (access: Access, note: RoleNote | undefined, facts: Omit<GuardFacts, 'query'>): GuardDecision =>
  guardDecision(access, note, { ...facts, query: new URLSearchParams(pageAddress().search) });

function act(decision: GuardDecision): void | Promise<void> {
  switch (decision.kind) {
    case 'login':
      return loginHere();
    case 'noSubscription':
      return replaceWith(href('/ingen-abonnement'));
    case 'refused': {
      // Shown in place of the page, at its address: the user sees why, and where to go instead.
      const words = nb.roles[decision.refusal];
      return showPageError(words.message, { label: words.wayOn, href: decision.wayOn }, words.heading);
    }
    case 'allowed':
      markPageReady();
      stopSpinner();
  }
}

/** A 503 from the backend: the signed-in page cannot work, so the user learns why and when to come back. */
function toMaintenance(retryAfter: string | null): void {
  startSpinner();
  const { pathname, search, hash } = pageAddress();
  replaceWith(maintenanceUrl(pathname + search + hash, retryAt(retryAfter, new Date())));
}

function explain(error: unknown): void {
  if (error instanceof ApiError && error.kind === 'unauthorized') return; // Already on the way to login.
  if (error instanceof ApiError && error.status === 503) return; // Already on the way to /maintenance.
  if (error instanceof AccountCreationError) {
    const message = nb.session.accountCreation[error.result];
    if (error.result === 'USER_HAS_ACTIVE_SUB')
      return showPageError(message, { label: nb.session.connectSubscription, href: href('/koble-bruker') });
    if (error.result === 'NO_SPID_FOUND' || error.result === 'REQUEST_MISSING_VALUES')
      return showPageError(message, { label: nb.session.loginAgain, run: () => void loginByChoice() });
    return showPageError(message, { label: nb.session.retry, run: reloadPage });
  }
  console.error('Guard failed', error);
  showPageError(nb.session.loadFailed, { label: nb.session.retry, run: reloadPage });
}

// Restored from the back/forward cache (Back after logout), the page would show what it showed to whoever was
// signed in: it loads afresh instead, and the guard decides again.
addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  startSpinner();
  reloadPage();
});

bootIdentity();
setUnavailableHandler(toMaintenance);
const { access = 'auth', roleNote } = document.body.dataset;
guard(access as Access, roleNote && roleNote in ROLE_RULES ? (roleNote as RoleNote) : undefined).catch(explain);
