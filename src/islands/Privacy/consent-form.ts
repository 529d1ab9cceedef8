// The choices form of /samtykke2: three yes-or-no choices, and a yes refused at its own box when the account has
// nowhere to send it (the backend's rule, domain/privacy/marketing-consent.ts, applied before sending).
import * as v from 'valibot';
import { choiceProblems, MARKETING_CHOICES, type MarketingChoices } from '../../domain/privacy/marketing-consent.ts';
import { nbPrivacy } from '../../i18n/nb-privacy.ts';

export function consentFormSchema(contact: { email: string; phone: string }) {
  const problemOf = (choices: MarketingChoices, choice: keyof MarketingChoices) => choiceProblems(choices, contact)[choice];
  return v.pipe(
    v.object({ newsletters: v.boolean(), offersByEmail: v.boolean(), offersBySms: v.boolean() }),
    ...MARKETING_CHOICES.map((choice) =>
      v.forward(
        v.check<MarketingChoices, (issue: v.CheckIssue<MarketingChoices>) => string>(
          (choices) => problemOf(choices, choice) === undefined,
          (issue) => nbPrivacy.steps.problems[problemOf(issue.input, choice)!],
        ),
        [choice],
      ),
    ),
  );
}
