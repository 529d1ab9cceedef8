// The complaint form: which day (a delivery day of the last 14, as offered), what happened, and an optional
// comment within the billing system's note length (complaint.ts; the contract holds it to the same). The words
// (nbDelivery.complaint) are passed in.
import * as v from 'valibot';
import { COMPLAINT_COMMENT_MAX } from './complaint.ts';
import { hasControlCharactersInText, hasInvisibleCharactersInText, normaliseText } from '../person/fields.ts';
import type { IsoDate } from '../time/oslo.ts';

export interface ComplaintFormMessages {
  dateRequired: string;
  codeRequired: string;
  commentTooLong: (max: number) => string;
  commentInvalid: string;
  commentInvisible: string;
}

export interface ComplaintInput {
  date: string;
  code: string;
  comment: string;
}

export const EMPTY_COMPLAINT: ComplaintInput = { date: '', code: '', comment: '' };

export const complaintSchema = (messages: ComplaintFormMessages, dates: readonly IsoDate[]) =>
  v.pipe(
    v.object({
      date: v.pipe(v.string(), v.nonEmpty(messages.dateRequired), v.picklist([...dates], messages.dateRequired)),
      code: v.pipe(v.string(), v.nonEmpty(messages.codeRequired)),
      comment: v.pipe(
        v.string(),
        v.transform(normaliseText),
        v.maxLength(COMPLAINT_COMMENT_MAX, messages.commentTooLong(COMPLAINT_COMMENT_MAX)),
        v.check((comment) => !hasControlCharactersInText(comment), messages.commentInvalid),
        v.check((comment) => !hasInvisibleCharactersInText(comment), messages.commentInvisible),
      ),
    }),
    v.transform((input) => ({
      date: input.date,
      code: input.code,
      comment: input.comment === '' ? null : input.comment,
    })),
  );
