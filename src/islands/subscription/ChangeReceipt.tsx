// /receipt2: the plan change as it now stands on the subscription, and what it does to the paper (issue 41).
import { nbChangePlan } from '../../i18n/nb/subscription.ts';
import { BackHome } from '../shared/BackHome.tsx';
import { usePage } from '../shared/use-page.ts';
import { PendingPaper } from './PendingPlan.tsx';

export function ChangeReceipt() {
  const { ready, subscription } = usePage();
  if (!ready || !subscription) return null;
  const next = subscription.pendingPlan;
  return (
    <>
      {next ? (
        <div className="success">
          <p>{nbChangePlan.receipt(next.planName, next.effectiveDate)}</p>
          <PendingPaper pendingPlan={next} />
          <p>{nbChangePlan.receiptUntil(subscription.planName)}</p>
        </div>
      ) : (
        <p className="notice">{nbChangePlan.receiptNone}</p>
      )}
      <BackHome />
    </>
  );
}
