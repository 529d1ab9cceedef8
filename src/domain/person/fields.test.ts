import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  hasControlCharacters,
  hasControlCharactersInText,
  hasInvisibleCharacters,
  hasInvisibleCharactersInText,
  hasVisibleLetter,
  normaliseLine,
  normaliseText,
} from './fields.ts';

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
    for (const typed of ['  Kari  Nordmann ', 'Bra\u0061\u030athen', '\u00a0x\u00a0'])
      expect(normaliseLine(normaliseLine(typed))).toBe(normaliseLine(typed));
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
    // Issue 43: default-ignorable code points and the blank-looking letters.
    ['\u3164', true], // Hangul filler: a letter that draws nothing
    ['\u115f', true],
    ['\u1160', true],
    ['\uffa0', true],
    ['\u2800', true], // the blank Braille pattern
    ['Storgata\u115f', true],
    ['Stor\u034fgata', true], // combining grapheme joiner
    ['Storgata\ufe0f', true], // a variation selector
    ['Storgata\u{e0041}\u{e007f}', true], // tag characters
    ['Kari\u180e', true],
    ['한국', false], // Hangul itself is fine
    ['⠁⠃', false], // Braille with dots shows
  ])('%j: %s', (text, expected) => expect(hasInvisibleCharacters(text)).toBe(expected));

  it('in free text an emoji keeps its presentation selector, and nothing else invisible passes', () => {
    expect(hasInvisibleCharactersInText('Avisen kom ikke ☹️')).toBe(false);
    expect(hasInvisibleCharactersInText('Avisen\u200bkom')).toBe(true);
    expect(hasInvisibleCharactersInText('\u3164')).toBe(true);
    expect(hasInvisibleCharacters('☹️')).toBe(true);
  });

  it('every default-ignorable code point is refused, wherever it stands in a line', () => {
    const ignorable = fc
      .integer({ min: 0, max: 0x10ffff })
      .filter(
        (code) =>
          (code < 0xd800 || code > 0xdfff) && /\p{Default_Ignorable_Code_Point}/u.test(String.fromCodePoint(code)),
      );
    fc.assert(
      fc.property(fc.string(), ignorable, fc.string(), (before, code, after) => {
        expect(hasInvisibleCharacters(`${before}${String.fromCodePoint(code)}${after}`)).toBe(true);
      }),
    );
  });

  it('text that is not well-formed (a lone surrogate) cannot be stored: refused as control characters are', () => {
    for (const text of ['\ud800', 'Kari\udc00', '\udc00\ud800', 'Ka\ud83dri']) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
      expect(hasControlCharactersInText(text), JSON.stringify(text)).toBe(true);
    }
    expect(hasControlCharacters('Kari 😀')).toBe(false);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        // eslint-disable-next-line no-control-regex -- the control characters are what the property takes out
        expect(hasControlCharacters(text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ''))).toBe(false);
      }),
    );
  });

  it('is apart from the control characters', () => {
    expect(hasControlCharacters('\u202eKari')).toBe(false);
    expect(hasInvisibleCharacters('Ka\tri')).toBe(false);
  });
});

describe('hasVisibleLetter: a name or a street has a letter someone can see (issue 43)', () => {
  it.each([
    ['Kari', true],
    ['Øystein', true],
    ['O’Brien', true],
    ['李', true],
    ['Улица', true],
    ['عربي', true],
    ['12', false],
    ['...', false],
    ['', false],
    ['\u3164', false],
    ['\u3164\u3164\u3164', false],
    ['\u115f\u1160\uffa0', false],
    ['\u2800', false],
    ['-\u3164-', false],
  ])('%j: %s', (text, expected) => expect(hasVisibleLetter(text)).toBe(expected));

  it('a line of blank-looking characters alone never passes as a name', () => {
    const blank = fc.constantFrom(
      '\u115f',
      '\u1160',
      '\u3164',
      '\uffa0',
      '\u2800',
      '\u200b',
      '\u034f',
      '\ufe0f',
      ' ',
      '-',
      '.',
      '1',
    );
    fc.assert(
      fc.property(fc.array(blank, { minLength: 1, maxLength: 30 }), (parts) => {
        expect(hasVisibleLetter(parts.join(''))).toBe(false);
      }),
    );
  });
});
