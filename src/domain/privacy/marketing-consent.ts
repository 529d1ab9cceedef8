// The subscriber's consents of /samtykke1–3: what the newspaper may send them, each choice stored with the time it
// was given. The portal's form and the reference backend apply these same rules.

/** What we ask for, in the order the form shows it. */
export const MARKETING_CHOICES = ['newsletters', 'offersByEmail', 'offersBySms'] as const;
export type MarketingChoice = (typeof MARKETING_CHOICES)[number];
export type MarketingChoices = Record<MarketingChoice, boolean>;

/** A choice as stored: yes or no, and when the subscriber said so (an ISO instant). */
export interface GivenChoice {
  granted: boolean;
  givenAt: string;
}

/** Every choice as the backend holds it; null for one never given. */
export type StoredChoices = Record<MarketingChoice, GivenChoice | null>;

/** How a choice reaches the subscriber. */
export const CHANNEL_OF: Record<MarketingChoice, 'email' | 'phone'> = {
  newsletters: 'email',
  offersByEmail: 'email',
  offersBySms: 'phone',
};

/** Why a yes cannot be kept: there is no address or number to send to. */
export type ChoiceProblem = 'NO_EMAIL' | 'NO_PHONE';

/** The yeses that have nowhere to go with the contact details the account has. */
export function choiceProblems(
  choices: MarketingChoices,
  contact: { email: string; phone: string },
): Partial<Record<MarketingChoice, ChoiceProblem>> {
  const problems: Partial<Record<MarketingChoice, ChoiceProblem>> = {};
  for (const choice of MARKETING_CHOICES) {
    if (!choices[choice]) continue;
    if (CHANNEL_OF[choice] === 'email' && !contact.email) problems[choice] = 'NO_EMAIL';
    if (CHANNEL_OF[choice] === 'phone' && !contact.phone) problems[choice] = 'NO_PHONE';
  }
  return problems;
}

/**
 * The choices after a save at `now`: a choice keeps the time it was given unless it changed, so the record says when
 * the subscriber last said yes or no to each. One never given stays never given unless ticked: an unticked box the
 * subscriber never touched is no answer, and the record must not say they said no on a day they did not (issue 41).
 * A yes taken back is a no, dated.
 */
export function updatedChoices(before: StoredChoices, choices: MarketingChoices, now: string): StoredChoices {
  const after = {} as StoredChoices;
  for (const choice of MARKETING_CHOICES) {
    const previous = before[choice];
    if (previous === null && !choices[choice]) after[choice] = null;
    else
      after[choice] =
        previous && previous.granted === choices[choice] ? previous : { granted: choices[choice], givenAt: now };
  }
  return after;
}

/** The form's starting point: what is stored, a choice never given as no (nothing is ticked for the subscriber). */
export function choicesOf(stored: StoredChoices): MarketingChoices {
  return Object.fromEntries(
    MARKETING_CHOICES.map((choice) => [choice, stored[choice]?.granted ?? false]),
  ) as MarketingChoices;
}
