// The family a page shows (/familiedeling, /deling-akseptert), once it has answered; a module of its own so the
// landing page of a new member does not load the owner's forms.
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { nbSharing } from '../../i18n/nb/sharing.ts';
import { $family, type FamilySharing } from '../../stores/sharing/family-sharing.ts';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { usePage } from '../shared/use-page.ts';

const text = nbSharing.family;

/** Nothing until the family has answered, so nothing moves; then what `children` draws of it. */
export function WithFamily({ children }: { children: (sharing: FamilySharing) => ReactNode }) {
  const { ready } = usePage();
  const state = useStore($family);
  if (!ready || state.status === 'idle' || state.status === 'loading') return null;
  if (state.status === 'failed')
    return (
      <RequestFailure
        failure={state.failure}
        message={state.failure.kind === 'other' ? text.loadFailed : undefined}
        onRetry={() => void $family.load()}
      />
    );
  if (state.status === 'none') return <p className="notice">{text.none}</p>;
  return children(state.sharing);
}
