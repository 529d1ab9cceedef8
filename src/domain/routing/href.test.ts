import { describe, expect, it } from 'vitest';
import { href, paramsOf } from './href.ts';

describe('href', () => {
  it.each([
    [href('/'), '/'],
    [href('/kvittering'), '/kvittering'],
    [href('/order-timeout'), '/order-timeout'],
    [href('/bestill-abonnement', { tilbud: 'digital-1kr' }), '/bestill-abonnement?tilbud=digital-1kr'],
    [href('/bestill-abonnement', {}), '/bestill-abonnement'],
    [href('/betal-faktura/:ariaInvoiceNo', { ariaInvoiceNo: '1000123' }), '/betal-faktura/1000123'],
    [
      href('/betal-faktura/:ariaInvoiceNo', { ariaInvoiceNo: 'a/b?c' }, { kilde: 'sms' }),
      '/betal-faktura/a%2Fb%3Fc?kilde=sms',
    ],
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

describe('paramsOf: a route’s parameters read back from the route table', () => {
  // Was invoiceNoOf's table in stores/payment/invoices.ts.
  it.each([
    ['/betal-faktura/9000003046', '9000003046'],
    ['/betal-faktura/9000003046/', '9000003046'],
    ['/betal-faktura/_/index.html', '_'],
    ['/betal-faktura/A%2F12', 'A/12'],
    ['/betal-faktura/%E0%A4%A', '%E0%A4%A'],
    ['/betal-faktura/', undefined],
    ['/betal-faktura', undefined],
    ['/fakturaoversikt', undefined],
  ])('%j → %j', (pathname, ariaInvoiceNo) =>
    expect(paramsOf('/betal-faktura/:ariaInvoiceNo', pathname)?.ariaInvoiceNo).toBe(ariaInvoiceNo),
  );

  it('reads back what href wrote', () => {
    const ariaInvoiceNo = 'a/b?c ø';
    expect(paramsOf('/betal-faktura/:ariaInvoiceNo', href('/betal-faktura/:ariaInvoiceNo', { ariaInvoiceNo }))).toEqual(
      { ariaInvoiceNo },
    );
  });

  it('a route without parameters does not compile', () => {
    // @ts-expect-error: /fakturaoversikt has no parameters to read.
    expect(paramsOf('/fakturaoversikt', '/fakturaoversikt')).toEqual({});
  });
});
