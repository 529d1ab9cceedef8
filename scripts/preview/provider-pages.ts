// The payment provider stand-in's own HTML: the pages where the buyer pays for an order, or a subscriber registers
// a card or Vipps or pays an invoice, and the page for what it cannot take. Bokmål, and WCAG 2.1 AA like the portal.
import { escapeHtml, htmlPage } from './html-page.ts';

// Text #1a1a1a and #3d3d3d on white, white on #1b5e20, #1b5e20 on white: all above 4.5:1.
const STYLE = `
  body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; }
  main { max-width: 32rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  h1 { font-size: 1.75rem; margin: 0 0 .5rem; }
  .provider { color: #3d3d3d; margin: 0 0 1.5rem; }
  dl { display: grid; gap: .5rem; margin: 0 0 1.5rem; padding: 1rem; border: 1px solid #8a8a8a; border-radius: .5rem; }
  dl div { display: grid; grid-template-columns: 9rem 1fr; gap: .75rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .amount { font-size: 1.35rem; font-weight: 700; }
  .actions { display: grid; gap: .75rem; }
  button { font: inherit; font-weight: 600; border-radius: .375rem; padding: .625rem 1rem; min-height: 44px; cursor: pointer; width: 100%;
    color: #1b5e20; background: #fff; border: 2px solid #1b5e20; }
  button.pay { color: #fff; background: #1b5e20; }
  button:hover { text-decoration: underline; }
  button:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; }
`;

const page = (title: string, content: string) => htmlPage(title, STYLE, content);

export interface PaymentPage {
  orderId: string;
  titleName: string;
  planName: string;
  /** The display label of the method: Betalingskort or Vipps. */
  methodLabel: string;
  /** Already formatted, e.g. "1 kr". */
  amountDue: string;
  /** The offer's price in words, e.g. "1 kr første måned, deretter 399 kr per måned". */
  priceText: string;
}

export function paymentPage({ orderId, titleName, planName, methodLabel, amountDue, priceText }: PaymentPage): string {
  return page(
    `Betaling – ${titleName}`,
    `<h1>Betal med ${escapeHtml(methodLabel)}</h1>
<p class="provider">Dette er den lokale erstatningen for betalingsleverandøren. Ingen penger trekkes.</p>
<dl>
<div><dt>Butikk</dt><dd>${escapeHtml(titleName)}</dd></div>
<div><dt>Abonnement</dt><dd>${escapeHtml(planName)}</dd></div>
<div><dt>Pris</dt><dd>${escapeHtml(priceText)}</dd></div>
<div><dt>Betalingsmåte</dt><dd>${escapeHtml(methodLabel)}</dd></div>
<div><dt>Å betale nå</dt><dd class="amount">${escapeHtml(amountDue)}</dd></div>
</dl>
<form method="post" action="/provider/betal" class="actions">
<input type="hidden" name="orderId" value="${escapeHtml(orderId)}">
<button type="submit" name="valg" value="betal" class="pay">Betal</button>
<button type="submit" name="valg" value="avvis">Avvis betalingen</button>
<button type="submit" name="valg" value="avbryt">Avbryt</button>
</form>`,
  );
}

export interface TripPage {
  paymentId: string;
  titleName: string;
  /** e.g. "Registrer betalingskort", "Betal faktura med Vipps". */
  heading: string;
  /** What the user sees before deciding, label → value, in order. */
  details: [label: string, value: string][];
  /** Already formatted with øre, for an invoice; registrations charge nothing. */
  amountDue?: string;
  /** "Betal" for an invoice, "Godkjenn" for a registration. */
  confirmLabel: string;
}

/** The page of a card or Vipps registration, or an invoice payment: the user approves, declines or aborts. */
export function tripPage({ paymentId, titleName, heading, details, amountDue, confirmLabel }: TripPage): string {
  const rows = ([['Butikk', titleName], ...details] as [string, string][]).map(
    ([label, value]) => `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`,
  );
  if (amountDue !== undefined)
    rows.push(`<div><dt>Å betale nå</dt><dd class="amount">${escapeHtml(amountDue)}</dd></div>`);
  return page(
    `${heading} – ${titleName}`,
    `<h1>${escapeHtml(heading)}</h1>
<p class="provider">Dette er den lokale erstatningen for betalingsleverandøren. Ingen penger trekkes.</p>
<dl>
${rows.join('\n')}
</dl>
<form method="post" action="/provider/betaling" class="actions">
<input type="hidden" name="paymentId" value="${escapeHtml(paymentId)}">
<button type="submit" name="valg" value="betal" class="pay">${escapeHtml(confirmLabel)}</button>
<button type="submit" name="valg" value="avvis">Avvis</button>
<button type="submit" name="valg" value="avbryt">Avbryt</button>
</form>`,
  );
}

export function providerRefusalPage(reason: string): string {
  return page(
    'Betalingen kan ikke gjennomføres',
    `<h1>Betalingen kan ikke gjennomføres</h1>\n<p>${escapeHtml(reason)}</p>\n<p><a href="/">Til Min side</a></p>`,
  );
}
