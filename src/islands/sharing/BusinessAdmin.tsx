// /administrer-bedrift: the business admin invites employees by pasting a list, and looks after the company's
// invitations: filtered by status, searched, a page at a time, resent or removed one or many at once. The model
// (src/stores/sharing/business-admin.ts) does the work; this only renders it and passes on what the admin does.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { INVITATION_FILTERS, INVITATIONS_PER_PAGE } from '../../domain/sharing/invitation-list.ts';
import type { InviteReport, RemovalReport, ReportLine } from '../../domain/sharing/invite-report.ts';
import { formatIsoDate } from '../../i18n/nb.ts';
import { nbSharing, sharingFormWords } from '../../i18n/nb/sharing.ts';
import {
  $business,
  $employeeInvite,
  $employeeRemoval,
  $employeeResend,
  $invitationView,
  $listQuery,
  $pickedWaiting,
  $selection,
  $waitingResend,
  clearSelection,
  placesLeft,
  searchFor,
  selectPage,
  showFilter,
  showPage,
  toggleSelected,
  type BusinessAccess,
} from '../../stores/sharing/business-admin.ts';
import { Choice, ChoiceGroup } from '../shared/Choices.tsx';
import { ConfirmQuestion, useQuestion } from '../shared/ConfirmQuestion.tsx';
import { Outcome } from '../shared/Outcome.tsx';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { SubmissionAlert } from '../shared/SubmissionAlert.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { usePage } from '../shared/use-page.ts';
import { useSubmission } from '../shared/use-submission.ts';
import { EMPTY_EMPLOYEE_LIST, employeeListSchema, type EmployeeListInput } from '../../domain/sharing/invite-forms.ts';

const text = nbSharing.business;
const refusalText = (code: keyof typeof text.refusals) => text.refusals[code];
const employeeList = employeeListSchema(sharingFormWords);

export function BusinessAdmin() {
  const { ready } = usePage();
  const business = useStore($business);
  if (!ready || business.status === 'idle' || business.status === 'loading') return null;
  if (business.status === 'failed')
    return (
      <RequestFailure
        failure={business.failure}
        message={business.failure.kind === 'other' ? text.loadFailed : undefined}
        onRetry={() => void $business.load()}
      />
    );
  return (
    <>
      <Company access={business.access} />
      <InviteEmployees access={business.access} />
      <InvitationList />
    </>
  );
}

function Company({ access }: { access: BusinessAccess }) {
  const left = placesLeft(access);
  return (
    <section className="card" aria-labelledby="bedrift-tittel">
      <h2 id="bedrift-tittel">{access.companyName}</h2>
      <p>{text.domain(access.domain)}</p>
      <p>{text.used(access.invitations.length, access.maxInvitations)}</p>
      <p>
        <strong>{text.remaining(left)}</strong>
      </p>
    </section>
  );
}

function InviteEmployees({ access }: { access: BusinessAccess }) {
  const form = useForm<EmployeeListInput, unknown, v.InferOutput<typeof employeeList>>({
    resolver: valibotResolver(employeeList),
    defaultValues: EMPTY_EMPLOYEE_LIST,
  });
  // What must be corrected stays in the box, as typed; what was done or needs nothing leaves it.
  const { state, submit, retry, pending } = useSubmission($employeeInvite, {
    onDone: (report) => form.reset({ emails: report.toCorrect }),
    form,
  });
  const error = form.formState.errors.emails;
  const describedBy = ['felt-emails-hint', error ? 'felt-emails-feil' : ''].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="inviter-tittel">
      <h2 id="inviter-tittel">{text.inviteHeading}</h2>
      <form className="form" noValidate onSubmit={(event) => void form.handleSubmit((values) => submit(values))(event)}>
        <div className="field">
          <label className="field__label" htmlFor="felt-emails">
            {text.emailsLabel}
          </label>
          <p className="field__hint" id="felt-emails-hint">
            {text.emailsHint(access.domain)}
          </p>
          <textarea
            id="felt-emails"
            rows={5}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...form.register('emails')}
          />
          {error && (
            <p className="field__error" id="felt-emails-feil">
              {error.message}
            </p>
          )}
        </div>
        <SubmissionAlert state={state} onRetry={retry} refusalText={refusalText} />
        <div className="button-row">
          <SubmitButton busy={pending} label={text.invite} busyLabel={text.inviting} />
        </div>
      </form>
      {/* The report takes focus, its top in view: on a phone it is below the fold of the form sent (issue 41). */}
      {state.status === 'done' && <InviteReportView report={state.result} offerResend focus />}
    </section>
  );
}

function InvitationList() {
  const view = useStore($invitationView);
  const query = useStore($listQuery);
  const selection = useStore($selection);
  if (!view) return null;
  const first = view.matching === 0 ? 0 : (view.page - 1) * INVITATIONS_PER_PAGE + 1;
  return (
    <section aria-labelledby="liste-tittel">
      <h2 id="liste-tittel">{text.listHeading}</h2>
      <div className="list-controls">
        <ChoiceGroup legend={text.filterLegend} name="filter" className="filter">
          <div className="filter__choices">
            {INVITATION_FILTERS.map((filter) => (
              <Choice
                key={filter}
                inline
                name="filter"
                value={filter}
                title={text.filterLabel(text.filters[filter], view.counts[filter])}
                checked={query.filter === filter}
                onChange={() => showFilter(filter)}
              />
            ))}
          </div>
        </ChoiceGroup>
        <div className="field">
          <label className="field__label" htmlFor="sok">
            {text.search}
          </label>
          <input
            id="sok"
            className="field__input"
            type="search"
            autoComplete="off"
            value={query.search}
            onChange={(event) => searchFor(event.target.value)}
          />
        </div>
      </div>
      <p aria-live="polite">{text.showing(first, first + view.items.length - 1, view.matching)}</p>
      <SelectionActions selection={selection} />
      <ul className="invitation-list">
        {view.items.map((invitation) => (
          <li key={invitation.email} className="invitation">
            <label className="invitation__pick">
              <input
                type="checkbox"
                checked={selection.includes(invitation.email)}
                onChange={() => toggleSelected(invitation.email)}
              />
              <span className="invitation__email">{invitation.email}</span>
            </label>
            <span className={`status-tag status-tag--${invitation.status}`}>
              {nbSharing.businessStatus[invitation.status]}
            </span>
            <span className="invitation__added">{text.added(formatIsoDate(invitation.added))}</span>
          </li>
        ))}
      </ul>
      {view.pages > 1 && (
        <nav className="paging" aria-label={text.pagingLabel}>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={view.page === 1}
            onClick={() => showPage(view.page - 1)}
          >
            {text.previous}
          </button>
          <span>{text.page(view.page, view.pages)}</span>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={view.page === view.pages}
            onClick={() => showPage(view.page + 1)}
          >
            {text.next}
          </button>
        </nav>
      )}
    </section>
  );
}

function SelectionActions({ selection }: { selection: readonly string[] }) {
  const question = useQuestion();
  // Sent again only to those still waiting: one already active is never offered a resend.
  const waiting = useStore($pickedWaiting);
  const resend = useSubmission($employeeResend);
  const removal = useSubmission($employeeRemoval);
  const busy = resend.pending || removal.pending;
  const none = selection.length === 0;
  return (
    <div className="selection">
      <p className="selection__count" aria-live="polite">
        {text.selected(selection.length)}
      </p>
      {question.open ? (
        <ConfirmQuestion
          question={text.confirmRemove(selection.length)}
          yes={nbSharing.confirmYes}
          no={nbSharing.cancel}
          onYes={() => {
            question.yes();
            void removal.submit(selection);
          }}
          onNo={question.no}
        />
      ) : (
        <div className="button-row selection__actions">
          <button type="button" className="button button--secondary button--small" onClick={selectPage}>
            {text.selectPage}
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={none}
            onClick={clearSelection}
          >
            {text.clearSelection}
          </button>
          <button
            type="button"
            className="button button--small"
            disabled={waiting === 0 || busy}
            aria-busy={resend.pending || undefined}
            onClick={() => void resend.submit(selection)}
          >
            {resend.pending ? text.resending : text.resend}
          </button>
          <button
            type="button"
            className="button button--small"
            ref={question.asker(true)}
            disabled={none || busy}
            aria-busy={removal.pending || undefined}
            onClick={() => question.ask(true)}
          >
            {removal.pending ? text.removing : text.remove}
          </button>
        </div>
      )}
      <SubmissionAlert state={resend.state} onRetry={resend.retry} refusalText={refusalText} />
      <SubmissionAlert state={removal.state} onRetry={removal.retry} refusalText={refusalText} />
      {resend.state.status === 'done' && <InviteReportView report={resend.state.result} of={$employeeResend} />}
      {removal.state.status === 'done' && <RemovalReportView report={removal.state.result} of={$employeeRemoval} />}
    </div>
  );
}

function InviteReportView({
  report,
  offerResend = false,
  focus = false,
  of,
}: {
  report: InviteReport;
  offerResend?: boolean;
  focus?: boolean;
  of?: object;
}) {
  return (
    <Report
      of={of}
      focus={focus}
      lines={report.lines}
      words={(outcome, count) => text.report.outcomes[outcome](count)}
      warn={report.someNotSent || report.maximumReached || report.toCorrect !== ''}
      after={
        offerResend ? (line) => line.outcome === 'waiting' && <ResendWaiting addresses={line.addresses} /> : undefined
      }
    >
      {report.someNotSent && (
        <p>
          <strong>{text.report.someNotSent}</strong>
        </p>
      )}
      {report.maximumReached && (
        <p>
          <strong>{text.report.maximumReached}</strong>
        </p>
      )}
      {report.toCorrect !== '' && <p>{text.report.toCorrect}</p>}
    </Report>
  );
}

/** "Send på nytt" for the pasted addresses that were already waiting, answered right below it. */
function ResendWaiting({ addresses }: { addresses: string[] }) {
  const { state, submit, retry, pending } = useSubmission($waitingResend);
  if (state.status === 'done') return <InviteReportView report={state.result} focus />;
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={() => void submit(addresses)}
      >
        {pending ? text.resending : text.report.resendWaiting(addresses.length)}
      </button>
      <SubmissionAlert state={state} onRetry={retry} refusalText={refusalText} />
    </>
  );
}

function RemovalReportView({ report, of }: { report: RemovalReport; of?: object }) {
  return (
    <Report
      of={of}
      lines={report.lines}
      words={(reason, count) => text.report.removalReasons[reason](count)}
      warn={report.notAllRemoved}
    >
      {report.removed > 0 && <p>{text.report.removed(report.removed)}</p>}
      {report.notAllRemoved && (
        <p>
          <strong>{text.report.notAllRemoved}</strong>
        </p>
      )}
    </Report>
  );
}

/** How many addresses of an outcome are listed by name; a list of thousands is counted, not printed. */
const SHOWN_PER_OUTCOME = 10;

function Report<Kind extends string>({
  lines,
  words,
  warn,
  after,
  focus = false,
  of,
  children,
}: {
  /** Focus the report when it appears: it replaces the button pressed. */
  focus?: boolean;
  /** The action in the list it answers: then it shows while it is the page's newest answer, focused (shared/Outcome.tsx). */
  of?: object;
  lines: ReportLine<Kind>[];
  words: (outcome: Kind, count: number) => string;
  warn: boolean;
  after?: (line: ReportLine<Kind>) => ReactNode;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Each new report (a new set of lines) takes focus, scrolled so that it starts at the top of the view.
  useEffect(() => {
    if (!focus || !heading.current) return;
    heading.current.focus({ preventScroll: true });
    heading.current.scrollIntoView({ block: 'start' });
  }, [focus, lines]);
  const content = (
    <>
      <h3 ref={heading} tabIndex={focus ? -1 : undefined}>
        {text.report.heading}
      </h3>
      {children}
      {lines.map((line) => {
        // A repeat is counted by address, never listed: the address is under its own outcome already.
        const repeats = line.outcome === 'duplicate';
        const count = repeats ? new Set(line.addresses).size : line.addresses.length;
        return (
          <div key={line.outcome} className="report__line">
            <p>{words(line.outcome, count)}</p>
            {!repeats && (
              <ul className="report__addresses">
                {line.addresses.slice(0, SHOWN_PER_OUTCOME).map((address, i) => (
                  <li key={`${i}-${address}`}>{address}</li>
                ))}
                {line.addresses.length > SHOWN_PER_OUTCOME && (
                  <li>{text.report.more(line.addresses.length - SHOWN_PER_OUTCOME)}</li>
                )}
              </ul>
            )}
            {after?.(line)}
          </div>
        );
      })}
    </>
  );
  if (of)
    return (
      <Outcome of={of} tone={warn ? 'notice' : 'success'} className="report">
        {content}
      </Outcome>
    );
  return (
    <div className={warn ? 'notice report' : 'success report'} role="status">
      {content}
    </div>
  );
}
