// The complaint form: which day (a delivery day of the last 14, as offered), what happened, and an optional
// comment within the billing system's note length.
import * as v from 'valibot';
import { COMPLAINT_COMMENT_MAX } from '../../domain/delivery/complaint.ts';
import { hasControlCharactersInText, hasInvisibleCharacters, normaliseText } from '../../domain/person/fields.ts';
import { addDays, type IsoDate } from '../../domain/time/oslo.ts';
import { nb } from '../../i18n/nb.ts';

const text = nb.delivery.complaint;

export interface ComplaintInput {
  date: string;
  code: string;
  comment: string;
}

export const EMPTY_COMPLAINT: ComplaintInput = { date: '', code: '', comment: '' };

export const complaintSchema = (dates: readonly IsoDate[]) =>
  v.pipe(
    v.object({
      date: v.pipe(v.string(), v.nonEmpty(text.dateRequired), v.picklist([...dates], text.dateRequired)),
      code: v.pipe(v.string(), v.nonEmpty(text.codeRequired)),
      comment: v.pipe(
        v.string(),
        v.transform(normaliseText),
        v.maxLength(COMPLAINT_COMMENT_MAX, text.commentTooLong(COMPLAINT_COMMENT_MAX)),
        v.check((comment) => !hasControlCharactersInText(comment), text.commentInvalid),
        v.check((comment) => !hasInvisibleCharacters(comment), text.commentInvisible),
      ),
    }),
    v.transform((input) => ({ date: input.date, code: input.code, comment: input.comment === '' ? null : input.comment })),
  );

/** A day to complain about as it is offered: "i går, mandag 23. november". */
export function complaintDayText(date: IsoDate, today: IsoDate, weekdayDate: string): string {
  if (date === today) return `${text.today}, ${weekdayDate}`;
  return date === addDays(today, -1) ? `${text.yesterday}, ${weekdayDate}` : weekdayDate;
}
