// Home's "needs your attention": each line from the same answers the detail page it links to draws from
// (domain/subscription/attention.ts), so home never says less or other than that page. Only what needs the
// subscriber to act (issue 41); plain information is in its card.
import { useStore } from '@nanostores/react';
import { attentionOf, type Attention } from '../../domain/subscription/attention.ts';
import { isPaying } from '../../domain/subscription/status.ts';
import { href } from '../../domain/routing/href.ts';
import { formatIsoDate, formatPrice, nb } from '../../i18n/nb.ts';
import { $delivery } from '../../stores/delivery/delivery.ts';
import { $invoices } from '../../stores/payment/invoices.ts';
import type { Subscription } from '../../stores/subscription/subscription.ts';
import type { PaymentMethodLookup } from '../../stores/payment/payment.ts';
import type { FamilyLookup } from '../shared/use-family.ts';
import { usePage } from '../shared/use-page.ts';

const text = nb.home.attention;

/**
 * The answers the section reads, and whether each has come (a failure is an answer: its page says it failed). The
 * family is home's one lookup of it (`useFamilyOnDemand`), which the price line reads too.
 */
export function useAttention(
  subscription: Subscription,
  paymentMethod: PaymentMethodLookup,
  family: FamilyLookup,
): { answered: boolean; items: Attention[] } {
  const invoices = useStore($invoices);
  const delivery = useStore($delivery);
  const { now } = usePage();
  const answered =
    family.answered && [invoices.status, delivery.status].every((status) => status !== 'idle' && status !== 'loading');
  const items = attentionOf(
    {
      paying: isPaying(subscription),
      invoices: invoices.status === 'loaded' ? invoices.invoices : undefined,
      paymentMethod: paymentMethod.status === 'loaded' ? paymentMethod.info : undefined,
      familyInvitations: family.sharing?.role === 'owner' ? family.sharing.invitations : undefined,
    },
    now,
  );
  return { answered, items };
}

export function AttentionSection({ items }: { items: Attention[] }) {
  if (items.length === 0) return null;
  return (
    <section className="card attention" aria-labelledby="oppmerksomhet-tittel">
      <h2 id="oppmerksomhet-tittel">{text.heading}</h2>
      <ul className="attention__list">
        {items.map((item) => (
          <li key={item.kind}>
            <AttentionLine item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function AttentionLine({ item }: { item: Attention }) {
  switch (item.kind) {
    case 'invoice':
      return (
        <>
          <p>
            {text.invoice(formatPrice(item.invoice.amount), formatIsoDate(item.invoice.dueDate))}
            {item.count > 1 && <> {text.owed(formatPrice(item.due))}</>}
          </p>
          <p className="card__links">
            <a href={href('/betal-faktura/:ariaInvoiceNo', { ariaInvoiceNo: item.invoice.ariaInvoiceNo })}>
              {text.pay}
            </a>
          </p>
        </>
      );
    case 'cardExpired':
      return (
        <Line
          words={text.cardExpired(formatIsoDate(item.lastDay))}
          link={text.replaceCard}
          to={href('/legg-til-betalingskort')}
        />
      );
    case 'noPaymentMethod':
      return <Line words={text.noPaymentMethod} link={text.chooseMethod} to={href('/endre-betalingsmetode')} />;
    case 'waitingInvitations':
      return <Line words={text.waitingInvitations(item.count)} link={text.seeFamily} to={href('/familiedeling')} />;
  }
}

function Line({ words, link, to }: { words: string; link: string; to: string }) {
  return (
    <>
      <p>{words}</p>
      <p className="card__links">
        <a href={to}>{link}</a>
      </p>
    </>
  );
}
