// The browser storage of the visit's source and of the simplified login widget, in one place: each key named once,
// with where it lives and how long, and read back only as what was written. Logout clears them with the rest.
import { readClosedAt } from '../domain/auth/simplified-login.ts';

/** Spec section 3's `source`: where this visit came from (an SMS link says sms); the tab's session storage. */
const SOURCE_KEY = 'source';
/** When the visitor last closed the simplified login widget; local storage, so it holds across visits. */
const WIDGET_CLOSED_KEY = 'minside_simplified_login_closed';
/** That this tab offered the widget in this visit; session storage. */
const WIDGET_OFFERED_KEY = 'minside_simplified_login_offered';

/** The keys of local storage logout clears (session storage is cleared whole). */
export const LOCAL_KEYS: readonly string[] = [SOURCE_KEY, WIDGET_CLOSED_KEY];

/** Storage a browser may refuse (a privacy mode, full): then nothing is kept, and nothing breaks. */
function storage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(kind: 'local' | 'session', key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: 'local' | 'session', key: string, value: string): void {
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // As in storage().
  }
}

/** A source as a link may carry it: a short word of letters, digits, dot, dash or underscore. */
const isSource = (value: string) => /^[\w.-]{1,40}$/.test(value);

/** Keeps where this visit came from, for the subscription events of the visit. */
export function rememberSource(source: string): void {
  if (isSource(source)) write('session', SOURCE_KEY, source);
}

/** Where this visit came from, if a link said so. */
export function visitSource(): string | undefined {
  const source = read('session', SOURCE_KEY);
  return source !== null && isSource(source) ? source : undefined;
}

export function simplifiedLoginClosedAt(): number | undefined {
  return readClosedAt(read('local', WIDGET_CLOSED_KEY));
}

export function rememberSimplifiedLoginClosed(now: number): void {
  write('local', WIDGET_CLOSED_KEY, String(now));
}

export function simplifiedLoginOffered(): boolean {
  return read('session', WIDGET_OFFERED_KEY) === '1';
}

export function rememberSimplifiedLoginOffered(): void {
  write('session', WIDGET_OFFERED_KEY, '1');
}
