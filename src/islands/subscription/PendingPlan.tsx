// A waiting plan change (issue 41), as /endre-abonnement, its receipt and home say it: what it does to the paper
// (where and from which day it comes, or the last one), and "Behold {plan}" to call it off, with its answer.
import { useStore } from '@nanostores/react';
import { nb } from '../../i18n/nb.ts';
import { addressLines, formatDeliveryDay } from '../../i18n/nb/delivery.ts';
import { $planKept, type Subscription } from '../../stores/subscription/subscription.ts';
import { Outcome } from '../shared/Outcome.tsx';
import { SubmissionAlert } from '../shared/SubmissionAlert.tsx';
import { useSubmission } from '../shared/use-submission.ts';

const text = nb.planChange;

/** Where the paper a change starts comes and from when, or the last paper of one that ends it; nothing otherwise. */
export function PendingPaper({ pendingPlan }: { pendingPlan: NonNullable<Subscription['pendingPlan']> }) {
  const { delivery, lastPaper } = pendingPlan;
  if (delivery)
    return <p>{text.paperFrom(addressLines(delivery.address).join(', '), formatDeliveryDay(delivery.firstPaper))}</p>;
  if (lastPaper) return <p>{text.lastPaper(formatDeliveryDay(lastPaper))}</p>;
  return null;
}

/** "Behold {the plan the subscription has}": calls the waiting change off; its answer is `PlanKept`'s. */
export function KeepPlanButton({ planName }: { planName: string }) {
  const { state, submit, retry, pending } = useSubmission($planKept);
  return (
    <>
      <SubmissionAlert state={state} onRetry={retry} refusalText={(code) => text.refused[code]} />
      <button
        type="button"
        className="button button--secondary"
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={() => void submit()}
      >
        {pending ? text.keeping : text.keep(planName)}
      </button>
    </>
  );
}

/** The answer once the change is called off: drawn where the change was said, which is gone then. */
export function PlanKept() {
  const state = useStore($planKept);
  if (state.status !== 'done') return null;
  return <Outcome of={$planKept}>{text.kept(state.result.planName)}</Outcome>;
}
