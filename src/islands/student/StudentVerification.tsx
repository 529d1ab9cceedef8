// /student-verifisering (a new customer) and /student-verifisering2 (a subscriber switching): the student e-mail,
// the code sent to it, and the profile that activates; or, where this way cannot go on, why and the way on.
// Everything it shows comes from the student store; it renders and hands events over.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import {
  resendWaitLeft,
  STUDENT_CODE_ATTEMPTS,
  STUDENT_CODE_LENGTH,
  STUDENT_CODE_TTL_MINUTES,
} from '../../domain/student/code.ts';
import { isStudentPlan, otherWay, type StudentWay } from '../../domain/student/eligibility.ts';
import {
  codeTriesLeft,
  STUDENT_STEPS,
  studentRefusal,
  type StopCode,
  type StudentFlow,
  type StudentStep,
} from '../../domain/student/flow.ts';
import { STUDENT_ROUTES } from '../../domain/student/routes.ts';
import { planChangeDate } from '../../domain/subscription/changes.ts';
import { osloDate } from '../../domain/time/oslo.ts';
import { href } from '../../domain/routing/href.ts';
import { profileInputOf } from '../../domain/person/person-form.ts';
import { nbStudent, studentFormWords } from '../../i18n/nb/student.ts';
import { nbPerson } from '../../i18n/nb/person.ts';
import type { Account } from '../../stores/person/account.ts';
import type { Brand } from '../../stores/kit/brand.ts';
import type { RequestFailure as Failure } from '../../stores/kit/request-failure.ts';
import {
  $studentActivation,
  $studentCode,
  $studentEmail,
  $studentPage,
  $studentResend,
  carryToOtherWay,
  changeStudentEmail,
  restartStudent,
  type StudentPage,
} from '../../stores/student/student.ts';
import type { SubmissionState } from '../../stores/kit/submission.ts';
import type { Subscription } from '../../stores/subscription/subscription.ts';
import { CustomerCentreLinks } from '../shared/CustomerCentreLinks.tsx';
import { Field } from '../shared/Field.tsx';
import { Outcome } from '../shared/Outcome.tsx';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { SubmissionAlert } from '../shared/SubmissionAlert.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { useOpenedAt, usePage } from '../shared/use-page.ts';
import { useSubmission } from '../shared/use-submission.ts';
import {
  studentCodeSchema,
  studentEmailSchema,
  studentProfileSchema,
  type StudentCodeInput,
  type StudentEmailInput,
  type StudentProfileInput,
  type StudentProfileValues,
} from '../../domain/student/student-form.ts';
import { goTo } from '../../stores/kit/address.ts';

const text = nbStudent;

export function StudentVerification({ way }: { way: StudentWay }) {
  const { ready, brand, user } = usePage();
  const page = useStore($studentPage);
  const userId = user?.userId;
  const titleCode = brand?.titleCode;
  useEffect(() => {
    if (ready && userId && titleCode) void $studentPage.load({ way, userId, titleCode });
  }, [ready, userId, titleCode, way]);

  if (!ready || !brand || !userId || !titleCode || page.status === 'idle' || page.status === 'loading') return null;
  if (page.status === 'failed')
    return <RequestFailure failure={page.failure} onRetry={() => void $studentPage.load({ way, userId, titleCode })} />;
  if (page.status === 'stopped') return <Stopped page={page} brand={brand} />;
  return <Steps flow={page.flow} account={page.account} subscription={page.subscription} brand={brand} />;
}

/** Where this way cannot go on: the reason in the spec's words, and the one way on that fits. */
function Stopped({ page, brand }: { page: Extract<StudentPage, { status: 'stopped' }>; brand: Brand }) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => box.current?.focus(), [page.code]);
  const planName = page.subscription?.planName ?? '';
  const words = STOP_WORDS[page.code](page.wayOn, planName, page.subscription);
  return (
    <section className="notice student-stop" aria-labelledby="stopp-tittel" tabIndex={-1} ref={box}>
      <h2 id="stopp-tittel">{words.heading}</h2>
      <p>{words.text}</p>
      <p className="button-row">
        {page.wayOn === 'otherWay' && (
          <a
            className="button-link"
            href={href(STUDENT_ROUTES[otherWay(page.way)].verification)}
            onClick={carryToOtherWay}
          >
            {text.wayOn.otherWay[page.way]}
          </a>
        )}
        {page.wayOn === 'restart' && (
          <button type="button" className="button" onClick={restartStudent}>
            {text.wayOn.restart}
          </button>
        )}
        <a className={page.wayOn === 'home' ? 'button-link' : 'button button--secondary'} href={href('/')}>
          {text.wayOn.home}
        </a>
      </p>
      <p>
        {text.customerCentre} <CustomerCentreLinks {...brand.customerCentre} />
      </p>
    </section>
  );
}

/** Each stop's words, by its code (a compile error for one without). */
const STOP_WORDS: {
  [C in StopCode]: (
    wayOn: 'otherWay' | 'home' | 'restart',
    planName: string,
    subscription: Subscription | null,
  ) => { heading: string; text: string };
} = {
  ARIA_ACTIVE: (wayOn, planName, subscription) => {
    const words = text.stops.ARIA_ACTIVE;
    const body =
      wayOn === 'otherWay'
        ? words.otherWay(planName)
        : subscription && isStudentPlan(subscription)
          ? words.student(planName)
          : words.home(planName);
    return { heading: words.heading, text: body };
  },
  USER_NOT_EXIST: (wayOn) => ({
    heading: text.stops.USER_NOT_EXIST.heading,
    text: wayOn === 'otherWay' ? text.stops.USER_NOT_EXIST.otherWay : text.stops.USER_NOT_EXIST.home,
  }),
  USER_EXIST_ACTIVE: () => text.stops.USER_EXIST_ACTIVE,
  MISSING_PARAMETERS: () => text.stops.MISSING_PARAMETERS,
};

interface StepsProps {
  flow: StudentFlow;
  account: Account;
  subscription: Subscription | null;
  brand: Brand;
}

function Steps({ flow, account, subscription, brand }: StepsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(flow.step);
  // A new step is announced by moving focus to its heading; the first one a page opens on is not.
  useEffect(() => {
    if (shown.current === flow.step) return;
    shown.current = flow.step;
    heading.current?.focus();
  }, [flow.step]);
  const number = STUDENT_STEPS.indexOf(flow.step) + 1;
  return (
    <div className="student-flow">
      <ol className="steps" aria-label={text.steps.label}>
        {STUDENT_STEPS.map((step, index) => (
          <li
            key={step}
            className={step === flow.step ? 'steps__step steps__step--current' : 'steps__step'}
            aria-current={step === flow.step ? 'step' : undefined}
          >
            <span className="steps__number" aria-hidden="true">
              {index + 1}
            </span>
            {text.steps.names[step]}
          </li>
        ))}
      </ol>
      <p className="steps__position">{text.steps.position(number, STUDENT_STEPS.length)}</p>
      <h2 tabIndex={-1} ref={heading} className="student-flow__heading">
        {text[flow.step].heading}
      </h2>
      {flow.step === 'email' && <EmailStep flow={flow} brand={brand} />}
      {flow.step === 'code' && <CodeStep flow={flow} brand={brand} />}
      {flow.step === 'profile' && (
        <ProfileStep flow={flow} account={account} subscription={subscription} brand={brand} />
      )}
    </div>
  );
}

/** What a step says under its fields when a request failed or was refused for the form as a whole. */
function StepAlert<Code extends string>({
  state,
  onRetry,
  brand,
  refusalText,
}: {
  state: SubmissionState<unknown, string, Code>;
  onRetry: () => void;
  brand: Brand;
  refusalText: (code: Code) => string;
}) {
  if (state.status === 'failed')
    return <Failed failure={state.failure} kept={state.kept === true} onRetry={onRetry} brand={brand} />;
  return <SubmissionAlert state={state} onRetry={onRetry} refusalText={refusalText} />;
}

/** ERROR (our side failed) says so with the customer centre; other failures say what happened. Both offer "Prøv igjen". */
function Failed({
  failure,
  kept,
  onRetry,
  brand,
}: {
  failure: Failure;
  kept: boolean;
  onRetry: () => void;
  brand: Brand;
}) {
  return (
    <div className="student-failure">
      <RequestFailure
        failure={failure}
        kept={kept}
        message={failure.code === 'ERROR' ? text.failed : undefined}
        onRetry={onRetry}
      />
      <p>
        {text.customerCentre} <CustomerCentreLinks {...brand.customerCentre} />
      </p>
    </div>
  );
}

/** A step's form-wide refusals in words, by where the flow places them (domain/student/flow.ts): a new code, or a wait. */
const formRefusal =
  (step: StudentStep) =>
  (code: string): string => {
    const kind = studentRefusal(code, step)?.kind;
    if (kind === 'newCode') return text.refusals.INVALID_CODE(STUDENT_CODE_TTL_MINUTES, STUDENT_CODE_ATTEMPTS);
    return kind === 'wait' ? text.refusals.TOO_MANY_ATTEMPTS : text.failed;
  };

function EmailStep({ flow, brand }: { flow: StudentFlow; brand: Brand }) {
  const schema = useMemo(() => studentEmailSchema(studentFormWords), []);
  const { register, handleSubmit, getValues, reset, setError, formState } = useForm<
    StudentEmailInput,
    unknown,
    StudentEmailInput
  >({
    resolver: valibotResolver(schema),
    defaultValues: { email: flow.email },
  });
  const { state, submit, retry, pending } = useSubmission($studentEmail, {
    onFieldRefused: (_, code) => setError('email', { message: EMAIL_WORDS[code] }, { shouldFocus: true }),
    form: { getValues, reset },
  });
  return (
    <form className="form" noValidate onSubmit={(event) => void handleSubmit((values) => submit(values))(event)}>
      <Field
        label={text.email.label}
        hint={text.email.hint}
        type="email"
        autoComplete="email"
        inputMode="email"
        registration={register('email')}
        error={formState.errors.email}
      />
      <StepAlert state={state} onRetry={retry} brand={brand} refusalText={formRefusal('email')} />
      <div className="button-row">
        <SubmitButton busy={pending} label={text.email.submit} busyLabel={text.email.sending} />
      </div>
    </form>
  );
}

/** The seconds until another code may be asked for, counting down once a second while there are any. */
function useResendWait(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = sentAt === null ? 0 : resendWaitLeft(sentAt, now);
  useEffect(() => {
    if (left === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  return left;
}

function CodeStep({ flow, brand }: { flow: StudentFlow; brand: Brand }) {
  const schema = useMemo(() => studentCodeSchema(studentFormWords), []);
  const { register, handleSubmit, setFocus, reset, formState } = useForm<StudentCodeInput, unknown, StudentCodeInput>({
    resolver: valibotResolver(schema),
    defaultValues: { code: '' },
  });
  const { state, submit, retry, pending } = useSubmission($studentCode, { onFieldRefused: () => setFocus('code') });
  // A wrong code is said at the field with the tries left, which the flow counts, until the user types again.
  const refused: FieldError | undefined =
    state.status === 'refused' && state.field === 'code'
      ? { type: 'refused', message: text.refusals.codeWrong(codeTriesLeft(flow)) }
      : undefined;
  const registration = register('code', { onChange: () => state.status === 'refused' && $studentCode.reset() });
  return (
    <>
      <p>{text.code.sentTo(flow.email)}</p>
      <form className="form" noValidate onSubmit={(event) => void handleSubmit((values) => submit(values))(event)}>
        <Field
          label={text.code.label}
          hint={text.code.hint(STUDENT_CODE_TTL_MINUTES, STUDENT_CODE_ATTEMPTS)}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={STUDENT_CODE_LENGTH + 2}
          className="field__input field__input--code"
          registration={registration}
          error={formState.errors.code ?? refused}
        />
        <StepAlert state={state} onRetry={retry} brand={brand} refusalText={formRefusal('code')} />
        <div className="button-row">
          <SubmitButton busy={pending} label={text.code.submit} busyLabel={text.code.confirming} />
        </div>
      </form>
      <NewCode flow={flow} brand={brand} onSent={() => reset({ code: '' })} />
      <p>
        <button type="button" className="link-button" onClick={changeStudentEmail}>
          {text.code.changeEmail}
        </button>
      </p>
    </>
  );
}

/** "Send ny kode" once the wait since the last code is over (counted down until then), and what it did. */
function NewCode({ flow, brand, onSent }: { flow: StudentFlow; brand: Brand; onSent?: () => void }) {
  const wait = useResendWait(flow.codeSentAt);
  const { state, submit, retry, pending } = useSubmission($studentResend, { onDone: () => onSent?.() });
  return (
    <div className="new-code">
      {state.status === 'done' && <Outcome of={$studentResend}>{text.code.resent(flow.email)}</Outcome>}
      <StepAlert state={state} onRetry={retry} brand={brand} refusalText={formRefusal('code')} />
      {wait > 0 ? (
        <p className="new-code__wait">{text.code.resendIn(wait)}</p>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={() => void submit(undefined)}
        >
          {pending ? text.code.resending : text.code.resend}
        </button>
      )}
    </div>
  );
}

interface ProfileStepProps {
  flow: StudentFlow;
  account: Account;
  subscription: Subscription | null;
  brand: Brand;
}

function ProfileStep({ flow, account, subscription, brand }: ProfileStepProps) {
  const now = useOpenedAt();
  const today = osloDate(now);
  const schema = useMemo(
    () => studentProfileSchema(studentFormWords, today, account.birthdate ?? null),
    [today, account.birthdate],
  );
  const { register, handleSubmit, getValues, reset, setError, formState } = useForm<
    StudentProfileInput,
    unknown,
    StudentProfileValues
  >({
    resolver: valibotResolver(schema),
    defaultValues: profileInputOf(account),
  });
  const { state, submit, retry, pending } = useSubmission($studentActivation, {
    onDone: (way) => goTo(href(STUDENT_ROUTES[way].receipt)),
    onFieldRefused: (_, code) => setError('birthdate', { message: PROFILE_WORDS[code] }, { shouldFocus: true }),
    form: { getValues, reset },
  });
  const errors = formState.errors;
  return (
    <>
      <p className="success">{text.profile.confirmed(flow.email)}</p>
      <p>
        {flow.way === 'new' || !subscription
          ? text.profile.startsToday(today)
          : text.profile.switchesOn(subscription.planName, planChangeDate(now))}
      </p>
      <p>
        {account.firstName && account.lastName && account.phone && account.birthdate
          ? text.profile.check
          : text.profile.intro}
      </p>
      <form className="form" noValidate onSubmit={(event) => void handleSubmit((values) => submit(values))(event)}>
        <Field
          label={nbPerson.firstName}
          autoComplete="given-name"
          registration={register('firstName')}
          error={errors.firstName}
        />
        <Field
          label={nbPerson.lastName}
          autoComplete="family-name"
          registration={register('lastName')}
          error={errors.lastName}
        />
        <Field
          label={nbPerson.phone}
          hint={nbPerson.phoneHint}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          registration={register('phone')}
          error={errors.phone}
        />
        <Field
          label={nbPerson.birthdate}
          hint={nbPerson.birthdateHint}
          autoComplete="bday"
          inputMode="numeric"
          registration={register('birthdate')}
          error={errors.birthdate}
        />
        <StepAlert state={state} onRetry={retry} brand={brand} refusalText={formRefusal('profile')} />
        {state.status === 'refused' && studentRefusal(state.code, 'profile')?.kind === 'newCode' && (
          <NewCode flow={flow} brand={brand} />
        )}
        <div className="button-row">
          <SubmitButton
            busy={pending || state.status === 'done'}
            label={text.profile.submit[flow.way]}
            busyLabel={text.profile.activating}
          />
        </div>
      </form>
    </>
  );
}

/**
 * The words of the e-mail step's refusals, by code: at the field (the address is not a student's, or is taken), or
 * for the form (a wait; a stop, whose page takes the step's place).
 */
const EMAIL_WORDS = {
  EMAIL_WRONG: text.refusals.EMAIL_WRONG,
  USER_EXIST_ACTIVE: text.refusals.USER_EXIST_ACTIVE,
  TOO_MANY_ATTEMPTS: text.refusals.TOO_MANY_ATTEMPTS,
  MISSING_PARAMETERS: text.failed,
};

/**
 * The words of the profile step's refusals, by code: the birthdate's (its rules, and at least 18) at the field; a
 * stop or a used-up code are the form's (their page, or "Send ny kode"), and never reach the field.
 */
const PROFILE_WORDS = {
  INVALID_BIRTHDATE: text.refusals.INVALID_BIRTHDATE,
  BIRTHDATE_LOCKED: text.refusals.BIRTHDATE_LOCKED,
  TOO_YOUNG: text.refusals.TOO_YOUNG,
  INVALID_CODE: text.failed,
  USER_EXIST_ACTIVE: text.failed,
  ARIA_ACTIVE: text.failed,
  USER_NOT_EXIST: text.failed,
  MISSING_PARAMETERS: text.failed,
};
