// What every island of a signed-in page reads: whether the guard has let the page show, and the stores it
// filled (user, account, subscription) plus the title's brand; and `now`, the page models' moment for this render
// (stores/kit/clock.ts), so no island reads a clock of its own.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $account } from '../../stores/person/account.ts';
import { $brand } from '../../stores/kit/brand.ts';
import { now } from '../../stores/kit/clock.ts';
import { $pageReady } from '../../stores/kit/page.ts';
import { $user } from '../../stores/kit/session.ts';
import { $subscription } from '../../stores/subscription/subscription.ts';

export function usePage() {
  return {
    ready: useStore($pageReady),
    brand: useStore($brand),
    user: useStore($user),
    account: useStore($account),
    subscription: useStore($subscription),
    now: now(),
  };
}

/** The page models' moment when the calling form first drew: its dates and rules stay that moment's while it is open. */
export function useOpenedAt(): Date {
  const [opened] = useState(now);
  return opened;
}
