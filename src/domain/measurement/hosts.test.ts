import { describe, expect, it } from 'vitest';
import { cookieValue, hostKindOf, usesStandIns } from './hosts.ts';

describe('hostKindOf', () => {
  it.each([
    ['minside.adressa.no', 'title'],
    ['adressa.no', 'title'],
    ['dev.minside.adressa.no', 'title'],
    ['www.adressa.no', 'title'],
    ['localhost', 'local'],
    ['127.0.0.1', 'local'],
    ['[::1]', 'local'],
    ['minside.adressapm.test', 'local'],
    ['adressa.no.evil.com', 'other'],
    ['notadressa.no', 'other'],
    ['minside.polarx.no', 'other'],
    ['polaris-minside.netlify.app', 'other'],
  ])('%s is %s for adressa.no', (hostname, kind) => expect(hostKindOf(hostname, 'adressa.no')).toBe(kind));
});

describe('usesStandIns', () => {
  it.each([
    ['localhost', 'minside_stand_ins=1', true],
    ['127.0.0.1', 'a=b; minside_stand_ins=1; c=d', true],
    ['localhost', 'minside_stand_ins=0', false],
    ['localhost', '', false],
    ['localhost', 'xminside_stand_ins=1', false],
    // On a real site the cookie means nothing: the real services' rules apply.
    ['minside.adressa.no', 'minside_stand_ins=1', false],
    ['evil.example', 'minside_stand_ins=1', false],
  ])('%s with cookies "%s": %s', (hostname, cookies, expected) =>
    expect(usesStandIns(hostname, cookies)).toBe(expected),
  );
});

describe('cookieValue', () => {
  it.each([
    ['a=1; b=2', 'b', '2'],
    ['a=1;b=2', 'b', '2'],
    ['a=%7B%7D', 'a', '{}'],
    ['a=%E0%A4%A', 'a', '%E0%A4%A'],
    ['a=1', 'b', undefined],
    ['novalue; a=1', 'novalue', undefined],
    ['a=x=y', 'a', 'x=y'],
  ])('%s → %s = %s', (header, name, expected) => expect(cookieValue(header, name)).toBe(expected));
});
