// The consents the subscriber has given, loaded once the page knows its title; a failure can be retried.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect } from 'react';
import { $consents } from '../../stores/privacy/marketing-consent.ts';

export function useConsents(titleCode: string | undefined) {
  const state = useStore($consents);
  const load = useCallback(() => {
    if (titleCode) void $consents.load(titleCode);
  }, [titleCode]);
  useEffect(load, [load]);
  return { ...state, retry: load };
}
