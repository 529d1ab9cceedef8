// The visit's source and the simplified login widget's keys (declared in domain/storage/stored-keys.ts), through the
// one door to storage: a browser that refuses storage keeps nothing and breaks nothing.
import * as v from 'valibot';
import { STORED_KEYS } from '../../domain/storage/stored-keys.ts';
import { readStored, writeStored } from './browser-storage.ts';

/** Keeps where this visit came from (spec section 3's `source`; an SMS link says sms), for the visit's subscription events. */
export function rememberSource(source: string): void {
  if (v.is(STORED_KEYS.source.schema, source)) writeStored('source', source);
}

/** Where this visit came from, if a link said so. */
export function visitSource(): string | undefined {
  return readStored('source');
}

export function simplifiedLoginClosedAt(): number | undefined {
  return readStored('simplifiedLoginClosedAt');
}

export function rememberSimplifiedLoginClosed(now: number): void {
  writeStored('simplifiedLoginClosedAt', now);
}

export function simplifiedLoginOffered(): boolean {
  return readStored('simplifiedLoginOffered') === '1';
}

export function rememberSimplifiedLoginOffered(): void {
  writeStored('simplifiedLoginOffered', '1');
}
