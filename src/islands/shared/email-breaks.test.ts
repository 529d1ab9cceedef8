import { describe, expect, it } from 'vitest';
import { emailPieces } from './email-breaks.ts';

describe('emailPieces: an address breaks before its @ and after the dots of its name, not in its domain', () => {
  it.each([
    ['marte.solberg@example.com', ['marte.', 'solberg', '@example.com']],
    [
      'kristoffer.andreassen-johannessen@eksempelfamilien-hjemme.no',
      ['kristoffer.', 'andreassen-johannessen', '@eksempelfamilien-hjemme.no'],
    ],
    ['ola@fjordbygg.no', ['ola', '@fjordbygg.no']],
    ['not-an-address', ['not-an-address']],
    ['', []],
  ])('%s', (address, pieces) => {
    expect(emailPieces(address)).toEqual(pieces);
    expect(emailPieces(address).join('')).toBe(address);
  });
});
