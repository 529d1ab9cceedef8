// A/B experiments a visitor takes part in, as the page view reports them (spec sections 3, 4, 5 and 9): read and
// removed from local storage, merged with the page's own, and kept for the next page only with analytics consent.

/** An experiment entry of spec section 3. */
export interface Experiment {
  id: string;
  name: string;
  variant: string;
  platform: string;
}

/** Experiment tracking applies only when the build's experiments flag is the string "true" (spec section 5). */
export function experimentsOn(flag: string | undefined): boolean {
  return flag === 'true';
}

const isExperiment = (value: unknown): value is Experiment => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return ['id', 'name', 'variant', 'platform'].every(
    (field) => typeof entry[field] === 'string' && entry[field] !== '',
  );
};

/**
 * The stored experiments, or none: anything but a non-empty list is ignored (spec section 5), and so is a list with
 * an entry that is not an experiment, since what storage gives back is not trusted to be ours.
 */
export function readExperiments(raw: string | null | undefined): Experiment[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  return Array.isArray(parsed) && parsed.length > 0 && parsed.every(isExperiment)
    ? parsed.map(({ id, name, variant, platform }) => ({ id, name, variant, platform }))
    : [];
}

/** Stored and given together, one entry per id; the page's own variant wins, as it is the newer word. */
export function mergeExperiments(stored: readonly Experiment[], given: readonly Experiment[]): Experiment[] {
  const byId = new Map<string, Experiment>();
  for (const experiment of [...stored, ...given]) byId.set(experiment.id, experiment);
  return [...byId.values()];
}

export interface ExperimentsOfPageView {
  /** What the page view carries. */
  send: Experiment[];
  /** What to write back under the key (it is removed first in any case); undefined: nothing. */
  keep: string | undefined;
}

/**
 * One page view's experiments. With the flag off, none are sent and storage is left alone; with it on, the stored
 * ones are read (and removed), merged with the given ones and sent, and written back only with analytics consent.
 */
export function pageViewExperiments(
  flag: string | undefined,
  stored: string | null | undefined,
  given: readonly Experiment[],
  analyticsConsent: boolean,
): ExperimentsOfPageView | undefined {
  if (!experimentsOn(flag)) return undefined;
  const send = mergeExperiments(readExperiments(stored), given);
  return { send, keep: analyticsConsent && send.length > 0 ? JSON.stringify(send) : undefined };
}
