// /endre-avislevering: the stops and temporary addresses registered (edit or call off one that has not started, after
// a second yes; give a running one its last day) and the form for a new one: a period with typed dates, presets and
// a calendar.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { firstPossibleDate, type ClockTime } from '../../domain/delivery/cut-off.ts';
import {
  changeRulesOf,
  currentChanges,
  earliestEnd,
  hasStarted,
  horizonOf,
  mayEditOrCancel,
  mayEnd,
  newChangeRefusal,
  PRESET_WEEKS,
  presetPeriod,
  resumesOn,
  ruleChangeOf,
  type ChangeRules,
  type VacationChange,
} from '../../domain/delivery/vacation.ts';
import { osloDate } from '../../domain/time/oslo.ts';
import { parseTypedDate, toTypedDate } from '../../domain/time/typed-date.ts';
import { nb } from '../../i18n/nb.ts';
import {
  addressLines,
  deliveryChangeText,
  formatClockTime,
  formatDeliveryDay,
  nbDelivery,
} from '../../i18n/nb/delivery.ts';
import type { Delivery } from '../../stores/delivery/delivery.ts';
import { now } from '../../stores/kit/clock.ts';
import { $vacationCancel, $vacationEnd, $vacationSave, type SavedVacation } from '../../stores/delivery/vacation.ts';
import { Choice, ChoiceGroup } from '../shared/Choices.tsx';
import { ConfirmQuestion, useQuestion } from '../shared/ConfirmQuestion.tsx';
import { Field } from '../shared/Field.tsx';
import { Outcome } from '../shared/Outcome.tsx';
import { Reserved } from '../shared/Reserved.tsx';
import { SubmissionAlert } from '../shared/SubmissionAlert.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { useSubmission } from '../shared/use-submission.ts';
import { AddressFields } from './AddressFields.tsx';
import {
  EMPTY_VACATION,
  endSchema,
  toVacationInput,
  vacationSchema,
  type ChangeRequest,
  type EndInput,
  type VacationInput,
} from '../../domain/delivery/change-form.ts';
import { RangePicker } from './RangePicker.tsx';
import { deadlineHint, formWords, refusalText } from './change-words.ts';
import { WithDelivery } from './WithDelivery.tsx';

const text = nbDelivery.vacation;

type Change = Delivery['changes'][number] & { type: 'STOP' | 'TRANSFER' };

export function Vacation() {
  return <WithDelivery>{(delivery, rules) => <VacationPage delivery={delivery} rules={rules} />}</WithDelivery>;
}

/**
 * The page as the build draws it (ScreenFrame's "prepared" slot, issue 45), before the guard and the delivery: the
 * list's heading with the room of its line, and the empty form with the title's cut-off. What depends on the hour
 * (a deadline already passed) and on the user (the changes, the delivery days) comes with the live page.
 */
export function VacationPrepared({ cutOff }: { cutOff: ClockTime }) {
  // The build's moment (the models' clock): what depends on the hour comes with the live page.
  const rules = changeRulesOf({ now: now(), cutOff, pattern: 'everyDay', changes: [] });
  const hint = [nbDelivery.cutOff(formatClockTime(cutOff)), nbDelivery.dateHint].join(' ');
  return (
    <>
      <section aria-labelledby="endringer">
        <h2 id="endringer">{text.listHeading}</h2>
        <p>
          <Reserved>{text.none}</Reserved>
        </p>
      </section>
      <div>
        <VacationForm rules={rules} hint={hint} onSaved={() => undefined} onStopEditing={() => undefined} />
      </div>
    </>
  );
}

function VacationPage({ delivery, rules }: { delivery: Delivery; rules: ChangeRules }) {
  const [editing, setEditing] = useState<Change>();
  // The receipt of the last save shows until the user edits another change.
  const [saved, setSaved] = useState(false);
  const save = useStore($vacationSave);
  // Each save draws a new, empty form: its fields and calendar then match what the list shows.
  const [saves, setSaves] = useState(0);
  const cancellation = useStore($vacationCancel);
  const changes = currentChanges(delivery.changes, rules.now).filter(
    (change): change is Change => change.type !== 'PERMANENT',
  );
  const formRef = useRef<HTMLDivElement>(null);
  // As many changes as may be planned: the page says so instead of a form the rule would refuse.
  const full = editing ? undefined : newChangeRefusal({ type: 'STOP' }, rules);

  function edit(change: Change) {
    setSaved(false);
    setEditing(change);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input')?.focus());
  }

  return (
    <>
      <section aria-labelledby="endringer">
        <h2 id="endringer">{text.listHeading}</h2>
        {cancellation.status === 'done' && <Outcome of={$vacationCancel}>{text.cancelled}</Outcome>}
        {changes.length === 0 ? (
          <p>{text.none}</p>
        ) : (
          <ul className="change-list">
            {changes.map((change) => (
              <ChangeItem key={change.changeId} change={change} rules={rules} onEdit={() => edit(change)} />
            ))}
          </ul>
        )}
      </section>
      {saved && save.status === 'done' && <Outcome of={$vacationSave}>{savedText(save.result, rules)}</Outcome>}
      <div ref={formRef}>
        {full ? (
          <p className="notice">{refusalText(rules, full)}</p>
        ) : (
          <VacationForm
            key={editing?.changeId ?? `ny-${saves}`}
            rules={rules}
            editing={editing}
            onSaved={() => {
              setSaved(true);
              setEditing(undefined);
              setSaves((count) => count + 1);
            }}
            onStopEditing={() => setEditing(undefined)}
          />
        )}
      </div>
    </>
  );
}

function ChangeItem({ change, rules, onEdit }: { change: Change; rules: ChangeRules; onEdit: () => void }) {
  const { state, submit, retry, pending } = useSubmission($vacationCancel);
  // Calling it off asks first; its last day opens a small form: each closes with Avbryt or Esc, focus back on its button.
  const question = useQuestion<'cancel' | 'end'>();
  const { what, when } = deliveryChangeText(change, rules.now);
  const mayChange = mayEditOrCancel(change, rules);
  const running = hasStarted(change, rules);
  const ruled = useMemo(() => ruleChangeOf(change), [change]);
  return (
    <li className="card change-list__item">
      <p>
        <strong>{what}</strong> {when}
        {running && <span className="tag">{text.running}</span>}
      </p>
      {change.address && <p>{addressLines(change.address).join(', ')}</p>}
      <SubmissionAlert state={state} onRetry={retry} refusalText={(code) => refusalText(rules, code)} />
      {mayChange &&
        (question.open === 'cancel' ? (
          <ConfirmQuestion
            question={text.confirmCancel(what, when)}
            yes={text.confirmCancelYes}
            no={text.abort}
            onYes={() => {
              question.yes();
              void submit(change.changeId);
            }}
            onNo={question.no}
          />
        ) : (
          <div className="button-row">
            <button
              type="button"
              className="button button--secondary"
              aria-label={text.actionLabel(text.edit, what, when)}
              onClick={onEdit}
            >
              {text.edit}
            </button>
            <button
              type="button"
              className="button button--secondary"
              ref={question.asker('cancel')}
              aria-label={text.actionLabel(text.cancel, what, when)}
              disabled={pending}
              onClick={() => question.ask('cancel')}
            >
              {text.cancel}
            </button>
          </div>
        ))}
      {mayEnd(ruled, rules) &&
        (question.open === 'end' ? (
          <EndForm change={change} running={ruled} rules={rules} onAbort={question.no} />
        ) : (
          <button
            type="button"
            className="button button--secondary"
            ref={question.asker('end')}
            aria-label={text.actionLabel(text.end, what, when)}
            onClick={() => question.ask('end')}
          >
            {text.end}
          </button>
        ))}
    </li>
  );
}

/**
 * A running stop or transfer's last day: the only thing about it that can still change. It opens with focus in its
 * field, and "Avbryt" (or Esc) closes it unchanged.
 */
function EndForm({
  change,
  running,
  rules,
  onAbort,
}: {
  change: Change;
  running: VacationChange;
  rules: ChangeRules;
  onAbort: () => void;
}) {
  const schema = useMemo(() => endSchema(rules, formWords(rules), running), [rules, running]);
  const form = useForm<EndInput, unknown, string>({
    resolver: valibotResolver(schema),
    defaultValues: { to: toTypedDate(earliestEnd(rules)) },
  });
  const { state, submit, retry, pending } = useSubmission($vacationEnd, {
    onFieldRefused: (_field, code) => form.setError('to', { message: refusalText(rules, code) }, { shouldFocus: true }),
    form,
  });
  const { setFocus } = form;
  useEffect(() => setFocus('to'), [setFocus]);
  if (state.status === 'done') {
    // The last day as the backend now lists it.
    const { to } = state.result;
    const resumes = to && resumesOn(to, rules.pattern);
    return (
      <Outcome of={$vacationEnd}>
        {to && resumes && text.ended(formatDeliveryDay(to, rules.now), formatDeliveryDay(resumes, rules.now))}
      </Outcome>
    );
  }
  const send = form.handleSubmit((to) =>
    submit({
      changeId: change.changeId,
      change: { type: change.type, from: change.from, to, address: change.address },
    }),
  );
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Esc from the field or a button inside bubbles here: "Avbryt"
    <form
      className="form"
      noValidate
      onSubmit={(event) => void send(event)}
      aria-label={text.endLegend}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || pending) return;
        event.preventDefault();
        onAbort();
      }}
    >
      <Field
        label={text.endDate}
        hint={deadlineHint(rules)}
        inputMode="numeric"
        autoComplete="off"
        registration={form.register('to')}
        error={form.formState.errors.to}
      />
      <SubmissionAlert state={state} onRetry={retry} refusalText={(code) => refusalText(rules, code)} />
      <div className="button-row">
        <SubmitButton busy={pending} label={text.endSubmit} busyLabel={nb.request.saving} />
        <button type="button" className="button button--secondary" disabled={pending} onClick={onAbort}>
          {text.abort}
        </button>
      </div>
    </form>
  );
}

interface FormProps {
  rules: ChangeRules;
  /** The prepared form's hint, which knows the cut-off but not the hour; otherwise the rules' deadlineHint. */
  hint?: string;
  editing?: Change;
  onSaved: () => void;
  onStopEditing: () => void;
}

function VacationForm({ rules, hint, editing, onSaved, onStopEditing }: FormProps) {
  const schema = useMemo(() => vacationSchema(rules, formWords(rules), editing?.changeId), [rules, editing]);
  const form = useForm<VacationInput, unknown, ChangeRequest>({
    resolver: valibotResolver(schema),
    defaultValues: editing ? toVacationInput(editing) : EMPTY_VACATION,
  });
  const { register, watch, setValue, getValues, formState } = form;
  const { state, submit, retry, pending } = useSubmission($vacationSave, {
    onDone: onSaved,
    onFieldRefused: (field, code) =>
      form.setError(field, { message: refusalText(rules, code, getValues('postalCode')) }, { shouldFocus: true }),
    // A new change's input comes back after a new login; an edit starts again from the registered change.
    form: editing ? undefined : form,
  });
  const type = watch('type');
  const openEnd = watch('openEnd');
  const first = firstPossibleDate(rules);
  // The other stops and transfers: their days cannot start or end this one (two may not overlap).
  const taken = useMemo(
    () =>
      rules.existing.filter(
        (change): change is VacationChange => change.type !== 'PERMANENT' && change.id !== editing?.changeId,
      ),
    [rules, editing],
  );

  function setPeriod(from: string, to: string) {
    setValue('from', from, { shouldValidate: formState.isSubmitted });
    setValue('to', to, { shouldValidate: formState.isSubmitted });
    if (to) setValue('openEnd', false);
  }

  function preset(weeks: number) {
    const period = presetPeriod(parseTypedDate(getValues('from')) ?? first, weeks, rules.pattern);
    setPeriod(toTypedDate(period.from), toTypedDate(period.to));
  }

  const send = form.handleSubmit((change) => submit({ changeId: editing?.changeId, change }));
  return (
    <form className="form" noValidate onSubmit={(event) => void send(event)} aria-labelledby="ny-endring">
      <h2 id="ny-endring">
        {editing ? text.editing(Object.values(deliveryChangeText(editing, rules.now)).join(' ')) : text.newHeading}
      </h2>
      <ChoiceGroup legend={text.typeLegend} name="endring">
        {(['STOP', 'TRANSFER'] as const).map((value) => (
          <Choice
            key={value}
            registration={register('type')}
            value={value}
            title={text[value]}
            disabled={editing !== undefined && editing.type !== value}
          >
            {value === 'STOP' && <span>{text.stopHint}</span>}
          </Choice>
        ))}
      </ChoiceGroup>
      <fieldset className="fieldset">
        <legend>{text.periodLegend}</legend>
        <p className="field__hint">{hint ?? deadlineHint(rules)}</p>
        <Field
          label={text.from}
          inputMode="numeric"
          autoComplete="off"
          registration={register('from')}
          error={formState.errors.from}
        />
        <Field
          label={text.to}
          inputMode="numeric"
          autoComplete="off"
          disabled={openEnd}
          registration={register('to')}
          error={openEnd ? undefined : formState.errors.to}
        />
        <label className="choice choice--inline">
          <input type="checkbox" {...register('openEnd', { onChange: () => form.clearErrors('to') })} />
          <span className="choice__text">
            <span>{text.openEnd}</span>
            <span className="field__hint">{text.openEndHint}</span>
          </span>
        </label>
        <div className="presets" role="group" aria-label={text.presets}>
          {PRESET_WEEKS.map((weeks) => (
            <button key={weeks} type="button" className="button button--secondary" onClick={() => preset(weeks)}>
              {text.preset(weeks)}
            </button>
          ))}
        </div>
        <RangePicker
          rules={{ first, pattern: rules.pattern, taken, last: horizonOf(rules.now) }}
          today={osloDate(rules.now)}
          period={{
            from: parseTypedDate(watch('from')),
            to: openEnd ? undefined : parseTypedDate(watch('to')),
          }}
          onPick={({ from, to }) => setPeriod(from ? toTypedDate(from) : '', to ? toTypedDate(to) : '')}
        />
      </fieldset>
      {type === 'TRANSFER' && (
        <fieldset className="fieldset">
          <legend>{text.addressLegend}</legend>
          <AddressFields form={form} nameRequired />
        </fieldset>
      )}
      <SubmissionAlert state={state} onRetry={retry} refusalText={(code) => refusalText(rules, code)} />
      <div className="button-row">
        <SubmitButton busy={pending} label={editing ? text.saveEdit : text.submit} busyLabel={nb.request.saving} />
        {editing && (
          <button type="button" className="button button--secondary" onClick={onStopEditing}>
            {text.cancelEdit}
          </button>
        )}
      </div>
    </form>
  );
}

/** What happens next to the paper, from the change as saved: when it stops or goes away, and when it comes home again. */
function savedText(saved: SavedVacation, rules: ChangeRules): string {
  const day = (date: string) => formatDeliveryDay(date, rules.now);
  const resumes = resumesOn(saved.to, rules.pattern);
  return text.saved({
    type: saved.type,
    from: day(saved.from),
    ...(saved.to !== null && { to: day(saved.to) }),
    ...(resumes && { resumes: day(resumes) }),
  });
}
