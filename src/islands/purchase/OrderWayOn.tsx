// /ingen-abonnement's way to buy: the card as built, except for someone too young to buy, who learns it here, in the
// order page's words, instead of being sent there to find out.
import { useEffect, type ReactNode } from 'react';
import { ageOn, mayBuy } from '../../domain/purchase/age.ts';
import { nbPurchase } from '../../i18n/nb/purchase.ts';
import { loadAccount } from '../../stores/person/account.ts';
import { usePage } from '../shared/use-page.ts';

/** Rendered with the page (client:load), so the card shows at once; only a minor's changes, once the account is in. */
export function OrderWayOn({ children }: { children?: ReactNode }) {
  const { ready, user, brand, account, now } = usePage();
  const userId = user?.userId;
  const titleCode = brand?.titleCode;
  useEffect(() => {
    // Only to tell a minor: a failed load leaves the card as built, and the order page asks again.
    if (ready && userId && titleCode) loadAccount(userId, titleCode).catch(() => undefined);
  }, [ready, userId, titleCode]);
  if (!account?.birthdate || mayBuy(ageOn(account.birthdate, now))) return children;
  return (
    <>
      <p className="notice">{nbPurchase.form.tooYoung}</p>
      <p>{nbPurchase.tooYoungHelp}</p>
    </>
  );
}
