// The one-time codes that prove a student reads their student mailbox: their shape, how long and how often one
// works, and how soon and how often another may be asked for. The reference backend enforces these; the page
// explains them with the same numbers.

export const STUDENT_CODE_LENGTH = 6;
/** A code works for a quarter of an hour after it was sent. */
export const STUDENT_CODE_TTL_MINUTES = 15;
/** Wrong tries a code survives; the last wrong one uses it up. */
export const STUDENT_CODE_ATTEMPTS = 3;
/** Before another code may be asked for: time for the e-mail to arrive, so a slow mailbox is not flooded. */
export const RESEND_WAIT_SECONDS = 30;
/** Codes one user may have sent to one address within STUDENT_CODE_TTL_MINUTES: what anyone can make us e-mail is bounded. */
export const STUDENT_CODES_PER_WINDOW = 5;

/** `123 456` and ` 123456 ` as pasted from an e-mail → `123456`. */
export const normaliseCode = (typed: string) => typed.replace(/\s/g, '');

const CODE = new RegExp(`^\\d{${STUDENT_CODE_LENGTH}}$`);

/** Six digits, spaces aside: anything else cannot be a code we sent. */
export const isCodeShaped = (typed: string) => CODE.test(normaliseCode(typed));

/** Whole seconds until another code may be asked for, counted from when the last was sent (0: now). */
export function resendWaitLeft(sentAt: number, now: number): number {
  const left = sentAt + RESEND_WAIT_SECONDS * 1000 - now;
  return left <= 0 ? 0 : Math.min(RESEND_WAIT_SECONDS, Math.ceil(left / 1000));
}
