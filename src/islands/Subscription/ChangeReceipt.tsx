// /receipt2: the plan change as it now stands on the subscription.
import { nb } from '../../i18n/nb.ts';
import { BackHome } from '../shared/BackHome.tsx';
import { usePage } from '../shared/use-page.ts';

export function ChangeReceipt() {
  const { ready, subscription } = usePage();
  if (!ready || !subscription) return null;
  const next = subscription.pendingPlan;
  return (
    <>
      {next ? (
        <div className="success">
          <p>{nb.changePlan.receipt(next.planName, next.effectiveDate)}</p>
          <p>{nb.changePlan.receiptUntil(subscription.planName)}</p>
        </div>
      ) : (
        <p className="notice">{nb.changePlan.receiptNone}</p>
      )}
      <BackHome />
    </>
  );
}
