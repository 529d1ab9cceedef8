import { afterAll, beforeEach, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../tests/support/memory-storage.ts';
import { clearAtLogout } from './browser-storage.ts';
import * as keys from './temporary-keys.ts';

vi.stubGlobal('sessionStorage', new MemoryStorage());
vi.stubGlobal('localStorage', new MemoryStorage());
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

it('keeps the visit source in the tab, and only as a short word', () => {
  expect(keys.visitSource()).toBeUndefined();
  keys.rememberSource('sms');
  expect(sessionStorage.getItem('source')).toBe('sms');
  expect(keys.visitSource()).toBe('sms');
  keys.rememberSource('<script>');
  expect(keys.visitSource()).toBe('sms');
  sessionStorage.setItem('source', 'x'.repeat(41));
  expect(keys.visitSource()).toBeUndefined();
});

it('remembers that the widget was offered in this visit, and when it was closed across visits', () => {
  expect(keys.simplifiedLoginOffered()).toBe(false);
  keys.rememberSimplifiedLoginOffered();
  expect(keys.simplifiedLoginOffered()).toBe(true);
  expect(keys.simplifiedLoginClosedAt()).toBeUndefined();
  keys.rememberSimplifiedLoginClosed(1764000000000);
  expect(keys.simplifiedLoginClosedAt()).toBe(1764000000000);
  // Logout clears both.
  clearAtLogout();
  expect(keys.simplifiedLoginOffered()).toBe(false);
  expect(keys.simplifiedLoginClosedAt()).toBeUndefined();
});

it.each([
  ['1764000000000', 1764000000000],
  ['', undefined],
  ['yesterday', undefined],
  ['-5', undefined],
  ['1e12', undefined],
])('reads a kept closing time %j as %j', (raw, expected) => {
  localStorage.setItem('minside_simplified_login_closed', raw);
  expect(keys.simplifiedLoginClosedAt()).toBe(expected);
});

it('a browser that refuses storage keeps nothing and breaks nothing', () => {
  const refusing = {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('denied');
    },
  };
  vi.stubGlobal('sessionStorage', refusing);
  vi.stubGlobal('localStorage', refusing);
  keys.rememberSource('sms');
  keys.rememberSimplifiedLoginClosed(1);
  expect(keys.visitSource()).toBeUndefined();
  expect(keys.simplifiedLoginClosedAt()).toBeUndefined();
  expect(keys.simplifiedLoginOffered()).toBe(false);
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('localStorage', new MemoryStorage());
});
