// Which pages' heads ask early, and what the inline script is: the function itself, called with the title's ids.
import { describe, expect, it } from 'vitest';
import { headStartScript, startInHead } from './head-start.ts';

const title = { titleCode: 'ADR', maintenance: false };

describe('headStartScript', () => {
  it('a subscriber page calls startInHead with the key, the title, the API and the two calls', () => {
    expect(headStartScript('subscriber', title)).toBe(
      `(${startInHead.toString()})("minside.lastAccount", "ADR", "/api/", "account/{spidId}", "subscription/{ariaAccountNo}/{titleCode}");`,
    );
  });

  it.each([
    ['a public page', 'public', title],
    ['a sign-in-only page (its guard loads no subscription)', 'auth', title],
    ['a subscriber page while the title is down for maintenance', 'subscriber', { ...title, maintenance: true }],
  ] as const)('%s has none', (_, access, withTitle) => {
    expect(headStartScript(access, withTitle)).toBeUndefined();
  });
});
