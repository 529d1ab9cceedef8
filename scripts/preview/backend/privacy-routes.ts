// The subscriber's consents (issue 14): read and saved for the session's own account only (no account number is
// ever taken from the client), each choice dated by the backend's clock, and a yes with nowhere to send refused by
// the same rule the form applies.
import {
  choiceProblems,
  MARKETING_CHOICES,
  updatedChoices,
  type StoredChoices,
} from '../../../src/domain/privacy/marketing-consent.ts';
import { requireAccount, type Fail, type Route } from './context.ts';
import type { State } from './state.ts';

const NEVER_GIVEN: StoredChoices = { newsletters: null, offersByEmail: null, offersBySms: null };

function servedTitle(state: State, titleCode: string, fail: Fail<'TITLE_NOT_FOUND'>): void {
  if (titleCode !== state.title.titleCode)
    fail(404, 'TITLE_NOT_FOUND', `titleCode: this server serves ${state.title.titleCode}`);
}

export const getConsents: Route<'getConsents'> = {
  access: 'user',
  handle({ state, params, userId, fail }) {
    servedTitle(state, params.titleCode, fail);
    const account = requireAccount(state, userId, fail);
    return state.consents.get(account.ariaAccountNo) ?? NEVER_GIVEN;
  },
};

export const saveConsents: Route<'saveConsents'> = {
  access: 'user',
  handle({ state, params, body, userId, fail }) {
    servedTitle(state, params.titleCode, fail);
    const account = requireAccount(state, userId, fail);
    const problems = choiceProblems(body, account);
    const first = MARKETING_CHOICES.find((choice) => problems[choice]);
    if (first) fail(409, problems[first]!, `${first}: the account has nowhere to send it`);
    const saved = updatedChoices(
      state.consents.get(account.ariaAccountNo) ?? NEVER_GIVEN,
      body,
      state.clock.now().toISOString(),
    );
    state.consents.set(account.ariaAccountNo, saved);
    return saved;
  },
};
