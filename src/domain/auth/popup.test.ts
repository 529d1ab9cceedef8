import { expect, it } from 'vitest';
import { isPopupLoginMessage } from './popup.ts';

it.each([
  [{ signedIn: 'a1' }, true],
  [{ signedIn: 'b2' }, false],
  [{ signedIn: '' }, false],
  [{}, false],
  ['a1', false],
  [null, false],
])('%j is the popup of login a1 saying it is done: %s', (data, expected) => {
  expect(isPopupLoginMessage(data, 'a1')).toBe(expected);
});
