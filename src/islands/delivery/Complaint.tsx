// /tilbakemelding: say which recent paper did not come (or came late or damaged), what happened, and a comment;
// a receipt that says what happens next; and the complaints made before.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import type * as v from 'valibot';
import { complaintDates, COMPLAINT_COMMENT_MAX } from '../../domain/delivery/complaint.ts';
import { deliveryPatternOf } from '../../domain/delivery/delivery-days.ts';
import { osloDate } from '../../domain/time/oslo.ts';
import { formatDeliveryDay, nbDelivery } from '../../i18n/nb/delivery.ts';
import { $complaints, $complaintSubmit, type Complaint, type ComplaintCode } from '../../stores/delivery/complaints.ts';
import type { Delivery } from '../../stores/delivery/delivery.ts';
import { Choice, ChoiceGroup } from '../shared/Choices.tsx';
import { Outcome } from '../shared/Outcome.tsx';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { SubmissionAlert } from '../shared/SubmissionAlert.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { useOpenedAt, usePage } from '../shared/use-page.ts';
import { useSubmission } from '../shared/use-submission.ts';
import { complaintSchema, EMPTY_COMPLAINT, type ComplaintInput } from '../../domain/delivery/complaint-form.ts';
import { complaintDayText } from './complaint-day.ts';
import { WithDelivery } from './WithDelivery.tsx';

const text = nbDelivery.complaint;

export function ComplaintPage() {
  return <WithDelivery>{(delivery) => <Complaints changes={delivery.changes} />}</WithDelivery>;
}

/** `changes`: the delivery's registered changes, whose stops had no paper due. */
function Complaints({ changes }: { changes: Delivery['changes'] }) {
  // Asked for as soon as this draws (there is paper to complain about), with the subscription the guard found.
  const state = useStore($complaints);
  if (state.status === 'idle' || state.status === 'loading') return null;
  if (state.status === 'failed')
    return (
      <RequestFailure
        failure={state.failure}
        message={state.failure.kind === 'other' ? text.codesFailed : undefined}
        onRetry={() => void $complaints.load()}
      />
    );
  return (
    <>
      <ComplaintForm codes={state.codes} changes={changes} />
      <EarlierComplaints complaints={state.complaints} />
    </>
  );
}

function ComplaintForm({ codes, changes }: { codes: ComplaintCode[]; changes: Delivery['changes'] }) {
  const { subscription } = usePage();
  const now = useOpenedAt();
  const today = osloDate(now);
  const dates = useMemo(
    () => complaintDates(now, (subscription && deliveryPatternOf(subscription)) || 'everyDay', changes),
    [now, subscription, changes],
  );
  const schema = useMemo(() => complaintSchema(nbDelivery.complaint, dates), [dates]);
  const form = useForm<ComplaintInput, unknown, v.InferOutput<typeof schema>>({
    resolver: valibotResolver(schema),
    defaultValues: EMPTY_COMPLAINT,
  });
  const { register, formState, watch, reset } = form;
  const { state, submit, retry, pending } = useSubmission($complaintSubmit, {
    onFieldRefused: (field, code) => form.setError(field, { message: text.refusals[code] }, { shouldFocus: true }),
    form,
  });
  const commentLength = watch('comment').length;

  if (state.status === 'done') {
    return (
      <Outcome of={$complaintSubmit}>
        <h2>{text.receiptHeading}</h2>
        <p>{text.receipt(formatDeliveryDay(state.result.date, now))}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            reset(EMPTY_COMPLAINT);
            $complaintSubmit.reset();
          }}
        >
          {text.another}
        </button>
      </Outcome>
    );
  }

  // Stopped all the two weeks (or a plan just started): no paper was due, so there is nothing to report.
  if (dates.length === 0) return <p className="notice">{text.noDueDays}</p>;

  const dateError = formState.errors.date;
  return (
    <form className="form" noValidate onSubmit={(event) => void form.handleSubmit((values) => submit(values))(event)}>
      <div className="field">
        <label className="field__label" htmlFor="felt-date">
          {text.dateLegend}
        </label>
        <p className="field__hint" id="felt-date-hint">
          {text.dateHint}
        </p>
        <select
          id="felt-date"
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? 'felt-date-hint felt-date-feil' : 'felt-date-hint'}
          {...register('date')}
        >
          <option value="">{text.choose}</option>
          {dates.map((date) => (
            <option key={date} value={date}>
              {complaintDayText(date, today, formatDeliveryDay(date, now))}
            </option>
          ))}
        </select>
        {dateError && (
          <p className="field__error" id="felt-date-feil">
            {dateError.message}
          </p>
        )}
      </div>
      <ChoiceGroup legend={text.codeLegend} name="code" error={formState.errors.code}>
        {codes.map((code) => (
          <Choice key={code.code} registration={register('code')} value={code.code} title={code.description} />
        ))}
      </ChoiceGroup>
      <CommentField registration={register('comment')} length={commentLength} error={formState.errors.comment} />
      <SubmissionAlert state={state} onRetry={retry} refusalText={(code) => text.refusals[code]} />
      <div className="button-row">
        <SubmitButton busy={pending} label={text.submit} busyLabel={text.sending} />
      </div>
    </form>
  );
}

function CommentField({
  registration,
  length,
  error,
}: {
  registration: UseFormRegisterReturn;
  length: number;
  error?: FieldError;
}) {
  const describedBy = ['felt-comment-hint', 'felt-comment-antall', error ? 'felt-comment-feil' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor="felt-comment">
        {text.comment}
      </label>
      <p className="field__hint" id="felt-comment-hint">
        {text.commentHint}
      </p>
      <textarea
        id="felt-comment"
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...registration}
      />
      <p
        className={length > COMPLAINT_COMMENT_MAX ? 'field__error' : 'field__hint'}
        id="felt-comment-antall"
        aria-live="polite"
      >
        {text.commentCount(length, COMPLAINT_COMMENT_MAX)}
      </p>
      {error && (
        <p className="field__error" id="felt-comment-feil">
          {error.message}
        </p>
      )}
    </div>
  );
}

function EarlierComplaints({ complaints }: { complaints: Complaint[] }) {
  return (
    <section aria-labelledby="tidligere">
      <h2 id="tidligere">{text.earlier}</h2>
      {complaints.length === 0 ? (
        <p>{text.noEarlier}</p>
      ) : (
        <ul className="change-list">
          {complaints.map((complaint) => (
            <li key={complaint.complaintId} className="card change-list__item">
              <p>
                <strong>{formatDeliveryDay(complaint.date)}</strong>: {complaint.codeText}
              </p>
              {complaint.comment && <p>«{complaint.comment}»</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
