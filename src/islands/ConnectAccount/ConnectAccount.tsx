// /koble-bruker: find a subscription no user is connected to yet (customer number, phone or e-mail from the
// invoice, plus postal code), pick the right one and connect it; then Min side shows it.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import type { AccountMatch, AccountProof } from '../../api/account.ts';
import { maskCustomerNumber, searchSchema, type SearchInput, type SearchValues } from './search-form.ts';
import { nb } from '../../i18n/nb.ts';
import { connectAccount } from '../../stores/account.ts';
import { $accountSearch, searchForAccount } from '../../stores/account-search.ts';
import { Field } from '../shared/Field.tsx';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { usePage } from '../shared/use-page.ts';

export interface CustomerCentre {
  phone: string;
  email: string;
}

export function ConnectAccount({ customerCentre }: { customerCentre: CustomerCentre }) {
  const { ready, brand, user } = usePage();
  const search = useStore($accountSearch);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SearchInput, unknown, SearchValues>({ resolver: valibotResolver(searchSchema()), defaultValues: { query: '', postalCode: '' } });
  if (!ready || !brand || !user) return null;

  const find = handleSubmit(({ query, postalCode }) => searchForAccount(brand.titleCode, query, postalCode));

  return (
    <>
      <form className="form" noValidate onSubmit={(event) => void find(event)} aria-label={nb.connect.search}>
        <Field label={nb.connect.queryLabel} hint={nb.connect.queryHint} autoComplete="off" registration={register('query')} error={errors.query} />
        <Field
          label={nb.connect.postalCode}
          hint={nb.connect.postalCodeHint}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={4}
          registration={register('postalCode')}
          error={errors.postalCode}
        />
        <div className="button-row">
          <SubmitButton busy={search.status === 'searching'} label={nb.connect.search} busyLabel={nb.connect.searching} />
        </div>
      </form>
      {search.status === 'failed' && <RequestFailure error={search.error} onRetry={() => void find()} />}
      {search.status === 'none' && <NoMatch customerCentre={customerCentre} />}
      {search.status === 'found' && (
        <Matches key={search.matches.map((match) => match.ariaAccountNo).join()} matches={search.matches} proof={search.proof} userId={user.userId} titleCode={brand.titleCode} />
      )}
    </>
  );
}

function Matches({ matches, proof, userId, titleCode }: { matches: AccountMatch[]; proof: AccountProof; userId: string; titleCode: string }) {
  const [picked, setPicked] = useState<string | undefined>(matches.length === 1 ? matches[0]!.ariaAccountNo : undefined);
  const [missingPick, setMissingPick] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  async function connect() {
    if (!picked) return setMissingPick(true);
    setBusy(true);
    setFailure(undefined);
    try {
      await connectAccount(picked, userId, titleCode, proof);
      location.assign('/');
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="treff-tittel">
      <h2 id="treff-tittel" tabIndex={-1} ref={heading}>
        {nb.connect.matchesHeading}
      </h2>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void connect();
        }}
      >
        <fieldset className="fieldset" aria-describedby={missingPick ? 'valg-feil' : undefined}>
          <legend>{nb.connect.pick}</legend>
          {matches.map((match) => (
            <label key={match.ariaAccountNo} className="choice">
              <input
                type="radio"
                name="konto"
                value={match.ariaAccountNo}
                checked={picked === match.ariaAccountNo}
                onChange={() => {
                  setPicked(match.ariaAccountNo);
                  setMissingPick(false);
                }}
              />
              <span className="choice__text">
                <span className="choice__title">{match.planName}</span>
                <span>{match.maskedName}</span>
                <span>{nb.connect.customerNumber(maskCustomerNumber(match.ariaAccountNo))}</span>
              </span>
            </label>
          ))}
          {missingPick && (
            <p className="field__error" id="valg-feil" role="alert">
              {nb.connect.pickRequired}
            </p>
          )}
        </fieldset>
        {failure !== undefined && <RequestFailure error={failure} message={connectFailureText(failure)} onRetry={retryable(failure) ? () => void connect() : undefined} />}
        <div className="button-row">
          <SubmitButton busy={busy} label={nb.connect.confirm} busyLabel={nb.connect.connecting} />
        </div>
      </form>
    </section>
  );
}

/** The refusals the backend gives for a connection, in words; anything else is a failure worth retrying. */
function connectFailureText(error: unknown): string | undefined {
  if (error instanceof ApiError && error.code === 'USER_HAS_ACTIVE_SUB') return nb.connect.alreadyHas;
  if (error instanceof ApiError && error.code === 'ACCOUNT_NOT_FOUND') return nb.connect.taken;
  return undefined;
}

const retryable = (error: unknown) => connectFailureText(error) === undefined;

function NoMatch({ customerCentre }: { customerCentre: CustomerCentre }) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <section className="notice" aria-labelledby="ingen-treff-tittel" tabIndex={-1} ref={box}>
      <h2 id="ingen-treff-tittel">{nb.connect.noMatchHeading}</h2>
      <p>{nb.connect.noMatch}</p>
      <p>
        {nb.connect.orderInstead} <a href="/bestill-abonnement">{nb.connect.order}</a>
      </p>
      <p>
        {nb.connect.callUs} <a href="/kundeservice">{nb.connect.customerService}</a>:{' '}
        <a href={`tel:${customerCentre.phone.replace(/\s/g, '')}`}>{customerCentre.phone}</a>,{' '}
        <a href={`mailto:${customerCentre.email}`}>{customerCentre.email}</a>
      </p>
    </section>
  );
}
