// What every island of a signed-in page reads: whether the guard has let the page show, and the stores it
// filled (user, account, subscription) plus the title's brand.
import { useStore } from '@nanostores/react';
import { $account } from '../../stores/person/account.ts';
import { $brand } from '../../stores/kit/brand.ts';
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
  };
}
