import { describe, expect, it } from 'vitest';
import { hasControlCharacters, hasInvisibleCharacters, normaliseLine, normaliseText } from './fields.ts';

describe('normaliseLine: what is checked is what is stored', () => {
  it.each([
    ['Kari', 'Kari'],
    ['  Kari  ', 'Kari'],
    [`${' '.repeat(5000)}Storgata${' '.repeat(5000)}`, 'Storgata'],
    ['Kari   Nordmann', 'Kari Nordmann'],
    ['\u00a0Kari\u00a0\u00a0Nordmann\u3000', 'Kari Nordmann'],
    // "å" typed as a + combining ring is stored composed, one character.
    ['Bra\u0061\u030athen', 'Braåthen'],
    ['', ''],
    ['   ', ''],
    // Control characters stay, for the check to refuse.
    ['Ka\tri', 'Ka\tri'],
    ['Kari\u0000', 'Kari\u0000'],
    // So do invisible ones inside.
    ['Ka\u200bri', 'Ka\u200bri'],
  ])('%j → %j', (typed, expected) => expect(normaliseLine(typed)).toBe(expected));

  it('is the same the second time: normalised input stays as it is', () => {
    for (const typed of ['  Kari  Nordmann ', 'Bra\u0061\u030athen', '\u00a0x\u00a0']) expect(normaliseLine(normaliseLine(typed))).toBe(normaliseLine(typed));
  });
});

describe('normaliseText: a comment keeps its lines', () => {
  it.each([
    ['  Avisen kom ikke.  ', 'Avisen kom ikke.'],
    ['Linje én\r\nLinje to', 'Linje én\nLinje to'],
    ['For   mange    mellomrom', 'For mange mellomrom'],
    ['\n\nhei\n', 'hei'],
  ])('%j → %j', (typed, expected) => expect(normaliseText(typed)).toBe(expected));
});

describe('hasInvisibleCharacters: bidi controls and zero-width characters', () => {
  it.each([
    ['Kari', false],
    ['Ærlig Øystein Åsen', false],
    ['عربي', false],
    ['👨‍👩‍👧‍👦', true], // the family emoji is joined with zero-width joiners: no place in a name or an address
    ['\u202eKari', true],
    ['gpj\u202eexe.', true],
    ['Ka\u200bri', true],
    ['Ka\u200cri', true],
    ['Ka\u2060ri', true],
    ['\ufeffKari', true],
    ['\u2066Kari\u2069', true],
    ['Kari\u200f', true],
    ['Ka\u00adri', true],
  ])('%j: %s', (text, expected) => expect(hasInvisibleCharacters(text)).toBe(expected));

  it('is apart from the control characters', () => {
    expect(hasControlCharacters('\u202eKari')).toBe(false);
    expect(hasInvisibleCharacters('Ka\tri')).toBe(false);
  });
});
