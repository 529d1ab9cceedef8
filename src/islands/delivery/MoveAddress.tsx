// /leveringsadresse: the address the paper goes to, a planned move (which can be called off until its deadline),
// and the form for a new fixed address from a date on.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { firstPossibleDate } from '../../domain/delivery/cut-off.ts';
import { currentChanges, mayEditOrCancel, newChangeRefusal, type ChangeRules } from '../../domain/delivery/vacation.ts';
import { nb } from '../../i18n/nb.ts';
import { addressLines, formatDeliveryDay, nbDelivery } from '../../i18n/nb/delivery.ts';
import type { Delivery } from '../../stores/delivery/delivery.ts';
import { $move, $moveCancellation } from '../../stores/delivery/delivery-address.ts';
import { BackHome } from '../shared/BackHome.tsx';
import { ConfirmQuestion, useQuestion } from '../shared/ConfirmQuestion.tsx';
import { Fact } from '../shared/Fact.tsx';
import { Field } from '../shared/Field.tsx';
import { Outcome, useNewestOutcome } from '../shared/Outcome.tsx';
import { SubmissionAlert } from '../shared/SubmissionAlert.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { useSubmission } from '../shared/use-submission.ts';
import { AddressFields } from './AddressFields.tsx';
import { emptyMove, moveSchema, type MoveInput } from '../../domain/delivery/change-form.ts';
import { deadlineHint, formWords, refusalText } from './change-words.ts';
import { WithDelivery } from './WithDelivery.tsx';

const text = nbDelivery.move;

export function MoveAddress() {
  return <WithDelivery>{(delivery, rules) => <Move delivery={delivery} rules={rules} />}</WithDelivery>;
}

function AddressBlock({ lines }: { lines: string[] }) {
  return lines.map((line) => (
    <span key={line} className="line">
      {line}
    </span>
  ));
}

function Move({ delivery, rules }: { delivery: Delivery; rules: ChangeRules }) {
  const schema = useMemo(() => moveSchema(rules, formWords(rules)), [rules]);
  const form = useForm<MoveInput, unknown, v.InferOutput<typeof schema>>({
    resolver: valibotResolver(schema),
    defaultValues: emptyMove(firstPossibleDate(rules)),
  });
  const { state, submit, retry, pending } = useSubmission($move, {
    onFieldRefused: (field, code) =>
      form.setError(
        field === 'to' ? 'from' : field,
        { message: refusalText(rules, code, form.getValues('postalCode')) },
        { shouldFocus: true },
      ),
    form,
  });
  const cancellation = useStore($moveCancellation);
  // The receipt takes the form's place until another answer (the move called off) comes after it.
  const moveIsNewest = useNewestOutcome($move);
  const planned = currentChanges(delivery.changes, rules.now).filter((change) => change.type === 'PERMANENT');
  // A move planned already, or too many changes: the page says why instead of offering a form the rule refuses.
  const refusal = newChangeRefusal({ type: 'PERMANENT' }, rules);

  return (
    <>
      <section className="card" aria-labelledby="adresse-naa">
        <h2 id="adresse-naa">{text.current}</h2>
        <p>
          <AddressBlock lines={addressLines(delivery.address)} />
        </p>
      </section>
      {cancellation.status === 'done' && <Outcome of={$moveCancellation}>{text.cancelled}</Outcome>}
      {planned.map((change) => (
        <PlannedMove
          key={change.changeId}
          change={change}
          current={delivery.address}
          mayCancel={mayEditOrCancel(change, rules)}
        />
      ))}
      {state.status === 'done' && moveIsNewest ? (
        <Outcome of={$move}>
          <h2>{text.receiptHeading}</h2>
          <p>{text.receipt(formatDeliveryDay(state.result.from, rules.now))}</p>
          <BackHome />
        </Outcome>
      ) : refusal ? (
        <p className="notice">{refusalText(rules, refusal)}</p>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={(event) => void form.handleSubmit((values) => submit(values))(event)}
          aria-labelledby="ny-adresse"
        >
          <h2 id="ny-adresse">{text.formHeading}</h2>
          <AddressFields form={form} nameRequired={false} />
          <Field
            label={text.from}
            hint={deadlineHint(rules)}
            inputMode="numeric"
            autoComplete="off"
            registration={form.register('from')}
            error={form.formState.errors.from}
          />
          <SubmissionAlert state={state} onRetry={retry} refusalText={(code) => refusalText(rules, code)} />
          <div className="button-row">
            <SubmitButton busy={pending} label={text.submit} busyLabel={nb.request.saving} />
          </div>
        </form>
      )}
    </>
  );
}

function PlannedMove({
  change,
  current,
  mayCancel,
}: {
  change: Delivery['changes'][number];
  /** Where the paper goes now, and goes on going if the move is called off. */
  current: Delivery['address'];
  mayCancel: boolean;
}) {
  const { state, submit, retry, pending } = useSubmission($moveCancellation);
  // Calling it off asks first; "Avbryt" or Esc closes the question with focus back on the button.
  const question = useQuestion();
  const from = formatDeliveryDay(change.from);
  return (
    <section className="card" aria-labelledby={`flytting-${change.changeId}`}>
      <h2 id={`flytting-${change.changeId}`}>{text.planned}</h2>
      <dl className="facts">
        <Fact term={nbDelivery.address}>{change.address && <AddressBlock lines={addressLines(change.address)} />}</Fact>
        <Fact term={text.from}>{from}</Fact>
      </dl>
      <SubmissionAlert state={state} onRetry={retry} refusalText={(code) => nbDelivery.problems[code]} />
      {mayCancel &&
        (question.open ? (
          <ConfirmQuestion
            question={text.confirmCancel(from, addressLines(current).join(', '))}
            yes={text.confirmCancelYes}
            no={text.abort}
            onYes={() => {
              question.yes();
              void submit(change.changeId);
            }}
            onNo={question.no}
          />
        ) : (
          <button
            type="button"
            className="button button--secondary"
            ref={question.asker(true)}
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={() => question.ask(true)}
          >
            {pending ? text.cancelling : text.cancel}
          </button>
        ))}
    </section>
  );
}
