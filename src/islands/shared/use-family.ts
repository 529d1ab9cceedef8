// The family of a family subscription, for pages that are not about sharing (home's price line and attention,
// cancelling, changing the plan). Only a family subscription loads the family store, and with it the sharing chunk,
// so no other page pays for it; a chunk that does not load, or a family that fails to load, leaves the page without
// the family.
import { useEffect, useState } from 'react';
import type { FamilySharing, FamilyState } from '../../stores/sharing/family-sharing.ts';
import { loadOnDemand } from '../../stores/kit/load-failures.ts';

export interface FamilyLookup {
  answered: boolean;
  sharing?: FamilySharing;
}

/**
 * `answered` once the family has answered, failed or cannot load (at once for any other subscription), so a page
 * that draws what depends on it does not move after; `sharing` when it loaded.
 */
export function useFamilyOnDemand(family: boolean): FamilyLookup {
  const [state, setState] = useState<FamilyState | 'unavailable'>();
  useEffect(() => {
    if (!family) return;
    let unsubscribe: (() => void) | undefined;
    let left = false;
    loadOnDemand(() => import('../../stores/sharing/family-sharing.ts')).then(
      ({ $family }) => {
        if (!left) unsubscribe = $family.subscribe(setState);
      },
      () => setState('unavailable'),
    );
    return () => {
      left = true;
      unsubscribe?.();
    };
  }, [family]);
  if (!family || state === 'unavailable') return { answered: true };
  if (state === undefined || state.status === 'idle' || state.status === 'loading') return { answered: false };
  return { answered: true, sharing: state.status === 'loaded' ? state.sharing : undefined };
}

/** How many the owner shares the family with: whom cancelling or changing the plan takes it from too. */
export const sharedWithCount = (family: FamilyLookup): number =>
  family.sharing?.role === 'owner' ? family.sharing.members.length : 0;
