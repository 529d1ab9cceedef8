// The portal never offers what the reference backend refuses, and offers everything it accepts: for every status
// code, for a holder who pays and for an employee whose employer pays, each of cancel, change plan and regret or
// reactivate is checked against the home page's action table, the page's own predicate, and the backend over HTTP.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, test } from 'vitest';
import type { Subscription } from '../../../src/api/contract.ts';
import { ageOn } from '../../../src/domain/purchase/age.ts';
import { actionsFor, type ActionId } from '../../../src/domain/subscription/actions.ts';
import { changeOptions, needsDeliveryAddress } from '../../../src/domain/subscription/changes.ts';
import { mayCancel, mayChangePlan, mayRegretOrReactivate } from '../../../src/domain/subscription/self-service.ts';
import { STATUS, type StatusName } from '../../../src/domain/subscription/status.ts';
import { findTitle, portalTitles } from '../../../src/domain/title/registry.ts';
import { loadTitles } from '../../lib/titles.ts';
import { callApi, TITLE_CODE } from '../../../tests/support/backend.ts';
import { createApi } from './api.ts';
import { Faults } from './faults.ts';
import { offersOf } from './purchase-offering-routes.ts';
import { accountNoOf, personaById } from './personas.ts';
import { PORTAL_COOKIE } from './session-routes.ts';
import { createState, resetState, type State } from './state.ts';
import { currentSubscription } from './subscription-routes.ts';

let state: State;
let server: Server;
let base: string;

beforeAll(async () => {
  const titles = portalTitles(await loadTitles());
  state = createState(findTitle(titles, TITLE_CODE), titles);
  server = createServer((req, res) => void createApi(state, new Faults())(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const SESSION = 'self-service-agreement';

/** The persona's subscription at the seed, with its status set to `code`, and a portal session for them. */
function holding(personaId: string, code: number) {
  resetState(state);
  const persona = personaById(personaId)!;
  const ariaAccountNo = accountNoOf(persona);
  const subscription: Subscription = currentSubscription(state, ariaAccountNo, TITLE_CODE)!.subscription;
  subscription.instStatusCode = code as Subscription['instStatusCode'];
  state.portalSessions.set(SESSION, { userId: persona.userId, createdAt: Date.now(), lastSeenAt: Date.now() });
  const ids = { ariaAccountNo, ariaSubscriptionNo: subscription.ariaSubscriptionNo };
  const age = ageOn(state.accounts.get(ariaAccountNo)!.birthdate!, new Date());
  return { subscription, ids, age, cookie: `${PORTAL_COOKIE}=${SESSION}` };
}

type Holding = ReturnType<typeof holding>;

interface Action {
  /** Its link on the home page. */
  home: ActionId;
  /** The predicate its own page decides by. */
  page: (subscription: Subscription) => boolean;
  /** What the backend answers when the subscriber does it. */
  send: (held: Holding) => ReturnType<typeof callApi>;
  refusal: string;
}

const ACTIONS: Record<'cancel' | 'changePlan' | 'regretOrReactivate', Action> = {
  cancel: {
    home: 'cancel',
    page: mayCancel,
    send: ({ ids, cookie }) =>
      callApi(base, 'deleteSubscription', {
        body: { ...ids, cancellationType: 'CANCELLATION', reason: 'price' },
        cookie,
      }),
    refusal: 'NOT_CANCELLABLE',
  },
  changePlan: {
    home: 'changePlan',
    page: mayChangePlan,
    send: ({ subscription, ids, age, cookie }) => {
      // The first plan /endre-abonnement would list for this subscriber.
      const offer = changeOptions(offersOf(state), subscription, age)[0]!;
      // A plan that starts the paper goes with where it goes (issue 41), as the page sends it.
      const deliveryAddress = needsDeliveryAddress(subscription, offer)
        ? {
            coName: '',
            street: 'Storgata',
            streetNumber: '1',
            apartmentNumber: null,
            floor: '',
            postalCode: '0155',
            town: 'Oslo',
          }
        : undefined;
      return callApi(base, 'changePlan', {
        body: { ...ids, offerId: offer.offerId, ...(deliveryAddress ? { deliveryAddress } : {}) },
        cookie,
      });
    },
    refusal: 'NOT_CHANGEABLE',
  },
  regretOrReactivate: {
    home: 'reactivate',
    page: mayRegretOrReactivate,
    send: ({ ids, cookie }) => callApi(base, 'reactivateSubscription', { body: ids, cookie }),
    refusal: 'NOT_REACTIVATABLE',
  },
};

const HOLDERS = [
  ['digital', 'who pays'],
  ['business-employee', 'whose employer pays'],
] as const;

const CASES = HOLDERS.flatMap(([personaId, who]) =>
  (Object.keys(STATUS) as StatusName[]).flatMap((status) =>
    (Object.keys(ACTIONS) as (keyof typeof ACTIONS)[]).map((action) => [status, who, action, personaId] as const),
  ),
);

describe('the portal offers exactly what the backend accepts', () => {
  it('covers every status code, holder and action', () =>
    expect(CASES).toHaveLength(Object.keys(STATUS).length * HOLDERS.length * 3));

  test.each(CASES)('%s, a holder %s: %s', async (status, _, actionName, personaId) => {
    const held = holding(personaId, STATUS[status]);
    const action = ACTIONS[actionName];
    const offered = action.page(held.subscription);
    expect(actionsFor(held.subscription).includes(action.home), 'home offers it exactly when its page does').toBe(
      offered,
    );
    const reply = await action.send(held);
    if (offered) expect(reply, JSON.stringify(reply.body)).toMatchObject({ status: 200 });
    else expect(reply).toMatchObject({ status: 409, body: { code: action.refusal } });
  });
});
