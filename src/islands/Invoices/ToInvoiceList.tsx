// The way back to the invoice list, at the end of a payment or beside its own actions.
import { href } from '../../domain/routing/href.ts';
import { nb } from '../../i18n/nb.ts';

export function ToInvoiceList({ secondary = false }: { secondary?: boolean }) {
  return (
    <a className={secondary ? 'button button--secondary' : 'button-link'} href={href('/fakturaoversikt')}>
      {nb.invoices.toList}
    </a>
  );
}
