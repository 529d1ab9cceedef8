// The reference backend's one clock: every date it works with (seeded personas, orders, payments, invoices,
// cancellations, plan changes, deliveries) is read from here, so a test can put the whole backend on one instant
// (POST /__test/clock) and know what "today" and "now" are. Durations that guard sessions, login tokens and
// codes run on real time (Date.now()), so moving the calendar never ends or prolongs a session.
import { isCalendarDate } from '../../../src/domain/person/fields.ts';

export interface Clock {
  /** The instant the backend takes for now: the real one, or the fixed one a test set. */
  now(): Date;
  /** Stand still at `at`, or follow the real clock again with null. */
  set(at: Date | null): void;
  /** Whether a test has fixed it. */
  readonly fixed: boolean;
}

export function createClock(): Clock {
  let fixedAt: number | null = null;
  return {
    now: () => new Date(fixedAt ?? Date.now()),
    set(at) {
      fixedAt = at === null ? null : at.getTime();
    },
    get fixed() {
      return fixedAt !== null;
    },
  };
}

/** `2026-11-23T11:59:00+01:00`, `2026-11-23T10:59:00.000Z`: a date, a time and an offset (or Z); seconds and milliseconds optional. */
const ISO_INSTANT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** The instant an ISO 8601 text with a time and an offset names, or undefined when it names none (a date alone, 30 February, no offset). */
export function parseInstant(text: string): Date | undefined {
  const match = ISO_INSTANT.exec(text);
  if (!match || !isCalendarDate(match[1]!)) return undefined;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? undefined : at;
}
