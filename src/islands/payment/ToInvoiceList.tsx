// The way back to the invoice list, at the end of a payment or beside its own actions.
import { href } from '../../domain/routing/href.ts';
import { nbInvoices } from '../../i18n/nb/payment.ts';

export function ToInvoiceList({ secondary = false }: { secondary?: boolean }) {
  return (
    <a className={secondary ? 'button button--secondary' : 'button-link'} href={href('/fakturaoversikt')}>
      {nbInvoices.toList}
    </a>
  );
}

/** A page about one invoice that ends here (no such invoice, paid already), said in a notice, with the list as the way on. */
export function WayOn({ message }: { message: string }) {
  return (
    <>
      <p className="notice">{message}</p>
      <p>
        <ToInvoiceList />
      </p>
    </>
  );
}
