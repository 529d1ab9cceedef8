// What every delivery page draws first: nothing until the delivery has answered (so nothing moves), a retry when
// it failed, a short explanation for a subscription without paper, and otherwise the page itself, given the
// delivery and the rules its changes are checked by (the page model's $changeRules).
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { href } from '../../domain/routing/href.ts';
import { nbDelivery } from '../../i18n/nb/delivery.ts';
import type { ChangeRules } from '../../domain/delivery/vacation.ts';
import { $changeRules, $delivery, type Delivery } from '../../stores/delivery/delivery.ts';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { usePage } from '../shared/use-page.ts';

const text = nbDelivery;

export function WithDelivery({ children }: { children: (delivery: Delivery, rules: ChangeRules) => ReactNode }) {
  const { ready } = usePage();
  const delivery = useStore($delivery);
  const rules = useStore($changeRules);
  if (!ready || delivery.status === 'idle' || delivery.status === 'loading') return null;
  if (delivery.status === 'failed')
    return (
      <RequestFailure
        failure={delivery.failure}
        message={delivery.failure.kind === 'other' ? text.loadFailed : undefined}
        onRetry={() => void $delivery.load()}
      />
    );
  if (delivery.status === 'digital') return <NoPaper />;
  // Computed from the loaded delivery, so it is there whenever the delivery is.
  return rules && children(delivery.delivery, rules);
}

function NoPaper() {
  return (
    <div className="notice">
      <h2>{text.noPaper.heading}</h2>
      <p>{text.noPaper.text}</p>
      <p>
        <a href={href('/endre-abonnement')}>{text.noPaper.changePlan}</a>
      </p>
    </div>
  );
}
