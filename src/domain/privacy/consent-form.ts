// The choices form of /samtykke2: three yes-or-no choices, and a yes refused at its own box when the account has
// nowhere to send it (the backend's rule, marketing-consent.ts, applied before sending). The words of each problem
// (nbPrivacy.steps.problems) are passed in.
import * as v from 'valibot';
import { choiceProblems, MARKETING_CHOICES, type ChoiceProblem, type MarketingChoices } from './marketing-consent.ts';

export function consentFormSchema(messages: Record<ChoiceProblem, string>, contact: { email: string; phone: string }) {
  const problemOf = (choices: MarketingChoices, choice: keyof MarketingChoices) =>
    choiceProblems(choices, contact)[choice];
  return v.pipe(
    v.object({ newsletters: v.boolean(), offersByEmail: v.boolean(), offersBySms: v.boolean() }),
    ...MARKETING_CHOICES.map((choice) =>
      v.forward(
        v.check<MarketingChoices, (issue: v.CheckIssue<MarketingChoices>) => string>(
          (choices) => problemOf(choices, choice) === undefined,
          (issue) => messages[problemOf(issue.input, choice)!],
        ),
        [choice],
      ),
    ),
  );
}
