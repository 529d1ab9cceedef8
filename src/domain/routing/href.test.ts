import { describe, expect, it } from 'vitest';
import { href } from './href.ts';

describe('href', () => {
  it.each([
    [href('/'), '/'],
    [href('/kvittering'), '/kvittering'],
    [href('/order-timeout'), '/order-timeout'],
    [href('/bestill-abonnement', { tilbud: 'digital-1kr' }), '/bestill-abonnement?tilbud=digital-1kr'],
    [href('/bestill-abonnement', {}), '/bestill-abonnement'],
    [href('/betal-faktura/:ariaInvoiceNo', { ariaInvoiceNo: '1000123' }), '/betal-faktura/1000123'],
    [href('/betal-faktura/:ariaInvoiceNo', { ariaInvoiceNo: 'a/b?c' }, { kilde: 'sms' }), '/betal-faktura/a%2Fb%3Fc?kilde=sms'],
  ])('%s', (built, expected) => expect(built).toBe(expected));

  it('refuses a missing path parameter at run time too', () => {
    // @ts-expect-error: the type requires ariaInvoiceNo.
    expect(() => href('/betal-faktura/:ariaInvoiceNo', {})).toThrow('missing ariaInvoiceNo');
  });

  it('a path outside the route table does not compile', () => {
    // @ts-expect-error: not a route.
    expect(href('/no-such-page')).toBe('/no-such-page');
  });
});
