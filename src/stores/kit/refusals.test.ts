// The one way a page model names the refusals it can act on: typed by the contract, placed once, looked up by code.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { answerFor, placeOf, refusalsOf } from './refusals.ts';

const ORDER = refusalsOf('createOrder', {
  DISCOUNT_NOT_FOUND: 'discountCode',
  TOO_YOUNG: (values: { birthdate: string }) => (values.birthdate ? 'birthdate' : 'form'),
  USER_HAS_ACTIVE_SUB: 'form',
});

describe('refusalsOf', () => {
  it('takes the codes its calls declare, a call’s own or the front door’s', () => {
    expect(() =>
      refusalsOf(['registerStudent', 'activateStudent'], { CODE_WRONG: 'code', BAD_REQUEST: 'form' }),
    ).not.toThrow();
  });

  it('refuses, when the module loads, a code a cast let past the compiler', () => {
    const places = { NOT_A_CODE: 'form' } as unknown as { DISCOUNT_NOT_FOUND: 'form' };
    expect(() => refusalsOf('createOrder', places)).toThrow('NOT_A_CODE is not a refusal of createOrder');
  });
});

describe('placeOf', () => {
  const refused = (code: string) => new ApiError('http', code, 409);
  it.each([
    [
      'at its field',
      refused('DISCOUNT_NOT_FOUND'),
      { birthdate: '' },
      { code: 'DISCOUNT_NOT_FOUND', field: 'discountCode' },
    ],
    [
      'at the field what was sent names',
      refused('TOO_YOUNG'),
      { birthdate: '2015-01-01' },
      { code: 'TOO_YOUNG', field: 'birthdate' },
    ],
    ['for the form, when nothing was typed there', refused('TOO_YOUNG'), { birthdate: '' }, { code: 'TOO_YOUNG' }],
    ['for the form', refused('USER_HAS_ACTIVE_SUB'), { birthdate: '' }, { code: 'USER_HAS_ACTIVE_SUB' }],
    ['no refusal: a code it does not place', refused('OFFER_NOT_FOUND'), { birthdate: '' }, undefined],
    ['no refusal: a failure', new ApiError('network', 'NETWORK'), { birthdate: '' }, undefined],
    ['no refusal: a name of the object, not a code', refused('toString'), { birthdate: '' }, undefined],
  ])('%s', (_, error, values, expected) => {
    expect(placeOf(error, ORDER, values)).toEqual(expected);
  });
});

describe('answerFor', () => {
  const answers = { INVOICE_NOT_FOUND: 'notFound' } as const;
  it.each([
    ['the answer of a declared code', new ApiError('http', 'INVOICE_NOT_FOUND', 404), 'notFound'],
    ['nothing for a code the call does not declare', new ApiError('http', 'ORDER_NOT_FOUND', 404), undefined],
    ['nothing for a failure', new ApiError('timeout', 'TIMEOUT'), undefined],
    ['nothing for what is no API error', new Error('INVOICE_NOT_FOUND'), undefined],
  ])('%s', (_, error, expected) => {
    expect(answerFor(error, 'getInvoice', answers)).toBe(expected);
  });
});
