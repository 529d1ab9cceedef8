// Where the paper goes, on home: the address and the changes still ahead or running (the next first), with the
// ways to change them. Drawn only for a subscription with paper; its lookup starts beside the subscription's.
import { useStore } from '@nanostores/react';
import { currentChanges } from '../../domain/delivery/vacation.ts';
import { href } from '../../domain/routing/href.ts';
import type { RoutePath } from '../../domain/routing/routes.ts';
import { nb } from '../../i18n/nb.ts';
import { addressLines, deliveryChangeText, nbDelivery } from '../../i18n/nb/delivery.ts';
import { $delivery, type DeliveryState } from '../../stores/delivery/delivery.ts';
import { Fact } from '../shared/Fact.tsx';
import { usePage } from '../shared/use-page.ts';

const text = nbDelivery;

/** `links`: of its links, those no part above it offers already (home offers each action once). */
export function DeliveryCard({ links }: { links: readonly RoutePath[] }) {
  const state = useStore($delivery);
  if (state.status === 'idle' || state.status === 'loading' || state.status === 'digital') return null;
  return (
    <section className="card" aria-labelledby="levering-tittel">
      <h2 id="levering-tittel">{text.heading}</h2>
      {state.status === 'failed' ? <DeliveryFailure /> : <DeliveryFacts state={state} links={links} />}
    </section>
  );
}

function DeliveryFacts({
  state,
  links,
}: {
  state: Extract<DeliveryState, { status: 'loaded' }>;
  links: readonly RoutePath[];
}) {
  const { now } = usePage();
  const changes = currentChanges(state.delivery.changes, now);
  return (
    <>
      <dl className="facts">
        <Fact term={text.address}>
          {addressLines(state.delivery.address).map((line) => (
            <span key={line} className="line">
              {line}
            </span>
          ))}
        </Fact>
      </dl>
      {changes.length > 0 && (
        <ul className="delivery-changes" aria-label={text.changesLabel}>
          {changes.map((change) => {
            const { what, when } = deliveryChangeText(change, now);
            return (
              <li key={change.changeId}>
                <strong>{what}</strong> {when}
                {change.address && <span className="line">{addressLines(change.address).join(', ')}</span>}
              </li>
            );
          })}
        </ul>
      )}
      <p className="card__links">
        {links.includes('/leveringsadresse') && <a href={href('/leveringsadresse')}>{text.changeAddress}</a>}
        {links.includes('/endre-avislevering') && <a href={href('/endre-avislevering')}>{text.vacationLink}</a>}
      </p>
    </>
  );
}

/** Not the shared RequestFailure, which takes focus: home must not move focus on its first draw. */
function DeliveryFailure() {
  return (
    <div className="request-failure" role="alert">
      <p>{text.loadFailed}</p>
      <button type="button" className="button button--secondary" onClick={() => void $delivery.load()}>
        {nb.request.retry}
      </button>
    </div>
  );
}
