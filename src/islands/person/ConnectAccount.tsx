// /koble-bruker: find a subscription no user is connected to yet (customer number, phone or e-mail from the
// invoice, plus postal code), pick the right one and connect it; then Min side shows it.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  maskCustomerNumber,
  searchSchema,
  type SearchInput,
  type SearchValues,
} from '../../domain/subscription/connect-search-form.ts';
import { nbConnect, personFieldWords } from '../../i18n/nb/person.ts';
import {
  $accountSearch,
  $connection,
  forgetMatches,
  keptConnectionOf,
  type AccountSearchResult,
} from '../../stores/person/connect-account.ts';
import { Choice, ChoiceGroup } from '../shared/Choices.tsx';
import { CustomerCentreLinks } from '../shared/CustomerCentreLinks.tsx';
import { Field } from '../shared/Field.tsx';
import { SubmissionAlert } from '../shared/SubmissionAlert.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { usePage } from '../shared/use-page.ts';
import { useSubmission } from '../shared/use-submission.ts';
import { href } from '../../domain/routing/href.ts';
import { POSTAL_CODE_LENGTH } from '../../domain/delivery/address.ts';
import { goTo } from '../../stores/kit/address.ts';

export interface CustomerCentre {
  phone: string;
  email: string;
}

export function ConnectAccount({ customerCentre }: { customerCentre: CustomerCentre }) {
  const { ready, brand, user } = usePage();
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    watch,
    formState: { errors },
  } = useForm<SearchInput, unknown, SearchValues>({
    resolver: valibotResolver(searchSchema({ ...personFieldWords, ...nbConnect })),
    defaultValues: { query: '', postalCode: '' },
  });
  // Typing another search hides the last one's matches at once (issue 25).
  useEffect(() => {
    const subscription = watch((_, { type }) => {
      if (type === 'change') forgetMatches();
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  // What was typed is kept until the search is answered; picking a match types nothing.
  const {
    state: search,
    submit: searchFor,
    retry: retrySearch,
    pending: searching,
  } = useSubmission($accountSearch, { form: { getValues, reset } });
  // A connection a login came between: its search runs again with the same proof, and its pick is ready to send.
  const [keptPick, setKeptPick] = useState<string>();
  const titleCode = brand?.titleCode;
  useEffect(() => {
    if (!ready || !titleCode) return;
    const kept = keptConnectionOf($connection.restore());
    if (!kept) return;
    reset({ query: kept.query, postalCode: kept.postalCode });
    setKeptPick(kept.ariaAccountNo);
    void searchFor({ titleCode, query: kept.query, postalCode: kept.postalCode });
  }, [ready, titleCode, reset, searchFor]);
  if (!ready || !brand || !user) return null;

  const find = handleSubmit(
    ({ query, postalCode }) => {
      // A new search starts over: the last connection's outcome belongs to the last search's matches.
      $connection.reset();
      return searchFor({ titleCode: brand.titleCode, query, postalCode });
    },
    // A search the form refuses found nothing: the old matches are not this search's.
    forgetMatches,
  );

  return (
    <>
      <form className="form" noValidate onSubmit={(event) => void find(event)} aria-label={nbConnect.search}>
        <Field
          label={nbConnect.queryLabel}
          hint={nbConnect.queryHint}
          autoComplete="off"
          registration={register('query')}
          error={errors.query}
        />
        <Field
          label={nbConnect.postalCode}
          hint={nbConnect.postalCodeHint}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={POSTAL_CODE_LENGTH}
          registration={register('postalCode')}
          error={errors.postalCode}
        />
        <div className="button-row">
          <SubmitButton busy={searching} label={nbConnect.search} busyLabel={nbConnect.searching} />
        </div>
      </form>
      <SubmissionAlert state={search} onRetry={retrySearch} refusalText={(code) => CONNECT_REFUSALS[code]} />
      {search.status === 'done' && search.result.matches.length === 0 && <NoMatch customerCentre={customerCentre} />}
      {search.status === 'done' && search.result.matches.length > 0 && (
        <Matches
          key={search.result.matches.map((match) => match.ariaAccountNo).join()}
          found={search.result}
          keptPick={keptPick}
          userId={user.userId}
          titleCode={brand.titleCode}
        />
      )}
    </>
  );
}

interface MatchesProps {
  found: AccountSearchResult;
  /** The match picked before a login came between, if it is among these. */
  keptPick?: string;
  userId: string;
  titleCode: string;
}

function Matches({ found: { matches, proof }, keptPick, userId, titleCode }: MatchesProps) {
  const initialPick = matches.some((match) => match.ariaAccountNo === keptPick)
    ? keptPick
    : matches.length === 1
      ? matches[0]!.ariaAccountNo
      : undefined;
  const [picked, setPicked] = useState<string | undefined>(initialPick);
  const [missingPick, setMissingPick] = useState(false);
  const { state, submit, retry } = useSubmission($connection, { onDone: () => goTo(href('/')) });
  const heading = useRef<HTMLHeadingElement>(null);
  const firstChoice = useRef<HTMLInputElement>(null);
  useEffect(() => heading.current?.focus(), []);

  function connect() {
    if (!picked) {
      // As a form's field with an error: the message at the group, and the focus on its first choice.
      setMissingPick(true);
      firstChoice.current?.focus();
      return;
    }
    void submit({ ariaAccountNo: picked, userId, titleCode, proof }, { ...proof, ariaAccountNo: picked });
  }

  return (
    <section aria-labelledby="treff-tittel">
      <h2 id="treff-tittel" tabIndex={-1} ref={heading}>
        {nbConnect.matchesHeading}
      </h2>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          connect();
        }}
      >
        <ChoiceGroup
          legend={nbConnect.pick}
          name="konto"
          error={missingPick ? { message: nbConnect.pickRequired } : undefined}
        >
          {matches.map((match, index) => (
            <Choice
              key={match.ariaAccountNo}
              name="konto"
              value={match.ariaAccountNo}
              title={match.planName}
              checked={picked === match.ariaAccountNo}
              onChange={() => {
                setPicked(match.ariaAccountNo);
                setMissingPick(false);
              }}
              ref={index === 0 ? firstChoice : undefined}
            >
              <span>{match.maskedName}</span>
              <span>{nbConnect.customerNumber(maskCustomerNumber(match.ariaAccountNo))}</span>
            </Choice>
          ))}
        </ChoiceGroup>
        <SubmissionAlert state={state} onRetry={retry} refusalText={(code) => CONNECT_REFUSALS[code]} />
        <div className="button-row">
          <SubmitButton
            busy={state.status === 'pending' || state.status === 'done'}
            label={nbConnect.confirm}
            busyLabel={nbConnect.connecting}
          />
        </div>
      </form>
    </section>
  );
}

/** The backend's refusals of a connection, in words: the user holds one already; the account is taken or gone. */
const CONNECT_REFUSALS = {
  USER_HAS_ACTIVE_SUB: nbConnect.alreadyHas,
  ACCOUNT_NOT_FOUND: nbConnect.taken,
  TOO_MANY_ATTEMPTS: nbConnect.tooManyAttempts,
};

function NoMatch({ customerCentre }: { customerCentre: CustomerCentre }) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <section className="notice" aria-labelledby="ingen-treff-tittel" tabIndex={-1} ref={box}>
      <h2 id="ingen-treff-tittel">{nbConnect.noMatchHeading}</h2>
      <p>{nbConnect.noMatch}</p>
      <p>
        {nbConnect.orderInstead} <a href={href('/bestill-abonnement')}>{nbConnect.order}</a>
      </p>
      <p>
        {nbConnect.callUs} <a href={href('/kundeservice')}>{nbConnect.customerService}</a>:{' '}
        <CustomerCentreLinks {...customerCentre} />
      </p>
    </section>
  );
}
