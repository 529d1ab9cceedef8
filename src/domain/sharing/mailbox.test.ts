import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox.ts';

describe('mailboxKey: the mailbox an address lands in, for counting (issue 43)', () => {
  it.each([
    ['an address is its own mailbox', 'victim@example.com', 'victim@example.com'],
    ['in any case', 'Victim@Example.COM', 'victim@example.com'],
    ['a +tag lands in the mailbox before it', 'victim+1@example.com', 'victim@example.com'],
    ['so does another +tag', 'victim+2@example.com', 'victim@example.com'],
    ['a +tag with more + in it', 'victim+a+b@example.com', 'victim@example.com'],
    ['an empty +tag', 'victim+@example.com', 'victim@example.com'],
    ['nothing before the + is no tag', '+victim@example.com', '+victim@example.com'],
    ['Gmail ignores dots', 'v.ictim@gmail.com', 'victim@gmail.com'],
    ['Gmail ignores dots and a +tag together', 'v.i.c.t.i.m+3@gmail.com', 'victim@gmail.com'],
    ['googlemail.com is gmail.com', 'v.ictim@googlemail.com', 'victim@gmail.com'],
    ['other providers count dots', 'v.ictim@example.com', 'v.ictim@example.com'],
    ['a Gmail subdomain is another mail system', 'v.ictim@mail.gmail.com', 'v.ictim@mail.gmail.com'],
    ['the domain is not touched by the local part’s rules', 'kari@post.example.no', 'kari@post.example.no'],
    ['not an address is its own key', 'victim', 'victim'],
  ])('%s: %s → %s', (_, email, key) => expect(mailboxKey(email)).toBe(key));

  it('the probe’s three spellings are one mailbox at Gmail; at other providers the dotted one is another', () => {
    expect(new Set(['victim+1@gmail.com', 'victim+2@gmail.com', 'v.ictim@gmail.com'].map(mailboxKey))).toEqual(
      new Set(['victim@gmail.com']),
    );
    expect(new Set(['victim+1@example.com', 'victim+2@example.com', 'v.ictim@example.com'].map(mailboxKey)).size).toBe(
      2,
    );
  });

  it('any +tag on any address keys to the address without it, and a key is its own key', () => {
    const local = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,20}$/);
    const domain = fc.constantFrom('example.com', 'gmail.com', 'online.no', 'googlemail.com');
    fc.assert(
      fc.property(local, fc.stringMatching(/^[a-z0-9+._-]{0,10}$/), domain, (name, tag, host) => {
        const key = mailboxKey(`${name}@${host}`);
        expect(mailboxKey(`${name}+${tag}@${host}`)).toBe(key);
        expect(mailboxKey(key)).toBe(key);
      }),
    );
  });
});
