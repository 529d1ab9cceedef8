// What a form lets through, the backend takes (issue 8: "what the UI refuses, the backend must refuse too", read
// the other way round as well): for a table of hostile inputs in every field, whatever a form's schema accepts is
// accepted by the contract's request schema of the call it is sent with, built the way the store builds it. So a
// user never types something the form calls fine and then meets "Noe gikk galt" from a 400.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ChangePlanRequest,
  CreateOrderRequest,
  DeleteSubscriptionRequest,
  EmployeeEmails,
  FamilyInviteRequest,
  SearchAccountRequest,
  UpdateAccountRequest,
} from '../../src/api/contract.ts';
import { StudentActivationRequest, StudentCodeRequest, StudentEmailRequest } from '../../src/api/contract.ts';
import { MarketingConsentsRequest } from '../../src/api/contract.ts';
import { consentFormSchema } from '../../src/domain/privacy/consent-form.ts';
import { readEmailList } from '../../src/domain/sharing/email-list.ts';
import { ageOn, mayBuy } from '../../src/domain/purchase/age.ts';
import { normaliseCode } from '../../src/domain/student/code.ts';
import { studentCodeSchema, studentEmailSchema, studentProfileSchema } from '../../src/domain/student/student-form.ts';
import { isOwnBirthdate, mayChangeBirthdate } from '../../src/domain/person/birthdate.ts';
import { buyerBirthdate, orderFormSchema } from '../../src/domain/purchase/order-form.ts';
import { changePlanSchema } from '../../src/domain/subscription/change-plan-form.ts';
import { cancellationSchema, cancellationTypeOf } from '../../src/domain/subscription/changes.ts';
import { toAddress } from '../../src/domain/delivery/address-form.ts';
import { addressFieldWords } from '../../src/i18n/nb/delivery.ts';
import { nbPurchase } from '../../src/i18n/nb/purchase.ts';
import { nbCancel, nbChangePlan } from '../../src/i18n/nb/subscription.ts';
import { nbConnect, personFieldWords } from '../../src/i18n/nb/person.ts';
import { nbPrivacy } from '../../src/i18n/nb/privacy.ts';
import { sharingFormWords } from '../../src/i18n/nb/sharing.ts';
import { studentFormWords } from '../../src/i18n/nb/student.ts';
import { searchSchema } from '../../src/domain/subscription/connect-search-form.ts';
import { contactSchema, profileSchema } from '../../src/domain/person/person-form.ts';
import { employeeListSchema, familyInviteSchema } from '../../src/domain/sharing/invite-forms.ts';

const TODAY = '2026-11-22';
const NOW = new Date(`${TODAY}T12:00:00Z`);

/** What people and attackers type: lengths, control characters, markup, emoji, other scripts, padding. */
const HOSTILE = [
  '',
  ' ',
  '\t',
  'K'.repeat(10_000),
  'K'.repeat(50),
  'K'.repeat(51),
  'K'.repeat(254),
  'K'.repeat(255),
  'x'.repeat(60_000),
  'Kari\u0000',
  'Ka\tri',
  'Ka\nri',
  'Ka\r\nri',
  '\u0007',
  'Ka\u001bri',
  'Ka\u007fri',
  'Ka\u0085ri',
  '\u0085',
  ' Kari ',
  '\u00a0Kari\u00a0',
  '\u200bKari',
  '\u202eKari',
  'abc<script>',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE accounts; --",
  '😀',
  '👨‍👩‍👧‍👦'.repeat(5),
  '😀'.repeat(26),
  '\ud800',
  'Ærlig Øystein Åsen',
  'عربي',
  '91234567',
  '+47 912 34 567',
  '0047 73 80 10 00',
  '912\t34567',
  '٩١٢٣٤٥٦٧',
  '7010',
  '٧٠١٠',
  ' 7010 ',
  'kari@example.com',
  ' kari@example.com ',
  'kari\u0000@example.com',
  `${'k'.repeat(250)}@example.com`,
  '24.12.1990',
  '29.02.1984',
  '30.02.2023',
  '2023-02-30',
  '01.01.2090',
  '01.01.2026',
  '22.11.2013',
  '23.11.2013',
  '01.01.1900',
  '01.07.1984',
  'VELKOMMEN',
  ' velkommen ',
  'V'.repeat(40),
  'V'.repeat(41),
];

/** Every variant of `valid` with one field set to each hostile input. */
function variants<T extends Record<string, unknown>>(valid: T): [string, T][] {
  return Object.keys(valid).flatMap((field) =>
    HOSTILE.map(
      (value) => [`${field}: ${JSON.stringify(value).slice(0, 40)}`, { ...valid, [field]: value }] as [string, T],
    ),
  );
}

function contractIssues(schema: v.GenericSchema, body: unknown): string[] {
  const result = v.safeParse(schema, body);
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
}

describe('the profile form sends only what updateAccount takes', () => {
  const stored = '1985-06-01';
  const schema = profileSchema(personFieldWords, TODAY, stored);
  it.each(variants({ firstName: 'Kari', lastName: 'Nordmann', phone: '91234567', birthdate: '01.06.1985' }))(
    '%s',
    (_, input) => {
      const result = v.safeParse(schema, input);
      if (!result.success) return;
      const body = { ariaAccountNo: '5000001', ...result.output };
      expect(contractIssues(UpdateAccountRequest, body)).toEqual([]);
      // And the backend's birthdate rules (scripts/preview/backend/person-routes.ts).
      if (body.birthdate !== null) expect(isOwnBirthdate(body.birthdate, NOW)).toBe(true);
      expect(mayChangeBirthdate(stored, body.birthdate, NOW)).toBe(true);
    },
  );
});

describe('the contact form sends only what updateAccount takes', () => {
  const schema = contactSchema(personFieldWords);
  it.each(variants({ firstName: 'Kari', lastName: 'Nordmann', email: 'kari@example.com', phone: '91234567' }))(
    '%s',
    (_, input) => {
      const result = v.safeParse(schema, input);
      if (!result.success) return;
      expect(
        contractIssues(UpdateAccountRequest, { ariaAccountNo: '5000001', birthdate: null, ...result.output }),
      ).toEqual([]);
    },
  );
});

describe('the /koble-bruker search sends only what search-account takes', () => {
  it.each(variants({ query: '91234567', postalCode: '7010' }))('%s', (_, input) => {
    const result = v.safeParse(searchSchema({ ...personFieldWords, ...nbConnect }), input);
    if (!result.success) return;
    expect(contractIssues(SearchAccountRequest, { titleCode: 'ADR', ...result.output })).toEqual([]);
  });
});

describe('the cancellation form sends only what deleteSubscription takes', () => {
  const schema = cancellationSchema({
    reasonRequired: nbCancel.reasonRequired,
    commentTooLong: nbCancel.commentTooLong,
    commentUnsavable: nbCancel.commentUnsavable,
  });
  it.each(variants({ reason: 'price', comment: 'For dyrt.' }))('%s', (_, input) => {
    const result = v.safeParse(schema, input);
    if (!result.success) return;
    const { reason, comment } = result.output;
    // As cancelSubscription (src/stores/subscription/subscription.ts) builds it.
    const body = {
      ariaAccountNo: '5000001',
      ariaSubscriptionNo: '8000003',
      cancellationType: cancellationTypeOf(reason),
      reason,
      ...(comment ? { comment } : {}),
    };
    expect(contractIssues(DeleteSubscriptionRequest, body)).toEqual([]);
  });
});

describe('the plan change to paper sends only what changePlan takes (issue 41)', () => {
  const schema = changePlanSchema(nbChangePlan, addressFieldWords, () => true);
  it.each(
    variants({
      offerId: 'weekend',
      coName: '',
      street: 'Storgata',
      streetNumber: '1',
      apartmentNumber: 'H0101',
      apartmentUnknown: false,
      floor: '2',
      postalCode: '0155',
      town: 'Oslo',
    }),
  )('%s', (_, input) => {
    const result = v.safeParse(schema, input);
    if (!result.success) return;
    // As ChangePlan.tsx and changePlan (src/stores/subscription/subscription.ts) build it.
    const { offerId, ...address } = result.output;
    expect(
      contractIssues(ChangePlanRequest, {
        ariaAccountNo: '5000001',
        ariaSubscriptionNo: '8000003',
        offerId,
        deliveryAddress: toAddress(address),
      }),
    ).toEqual([]);
  });
});

describe('the order form sends only what createOrder takes', () => {
  const schema = orderFormSchema({ now: NOW, accountBirthdate: null, youthOfferIds: [], messages: nbPurchase.form });
  it.each(
    variants({
      offerId: 'ADR-C-DIGITAL-DIGITAL',
      discountCode: '',
      birthdate: '24.12.1990',
      paymentMethod: 'SWEDBANK-PPG',
    }),
  )('%s', (_, input) => {
    const result = v.safeParse(schema, input);
    if (!result.success) return;
    const { offerId, paymentMethod, discountCode, birthdate } = result.output;
    // As placeOrder (src/stores/purchase/purchase.ts) and createOrder (src/api/purchase.ts) build it.
    const body = {
      titleCode: 'ADR',
      offerId,
      paymentMethod,
      birthdate: buyerBirthdate(null, birthdate),
      discountCode: discountCode || undefined,
      idempotencyKey: '0123456789abcdef0123',
    };
    expect(contractIssues(CreateOrderRequest, body)).toEqual([]);
  });
});

describe('the family invitation sends only what inviteFamilyMember takes', () => {
  it.each(variants({ email: 'kari@example.com' }))('%s', (_, input) => {
    const result = v.safeParse(familyInviteSchema(sharingFormWords), input);
    if (!result.success) return;
    expect(contractIssues(FamilyInviteRequest, result.output)).toEqual([]);
  });
});

describe('the pasted list sends only what inviteEmployees takes', () => {
  it.each(variants({ emails: 'kari@example.com' }))('%s', (_, input) => {
    const result = v.safeParse(employeeListSchema(sharingFormWords), input);
    if (!result.success) return;
    // As $employeeInvite (src/stores/sharing/business-admin.ts) picks what to send: the new addresses at the domain.
    const emails = readEmailList(result.output.emails, {
      domain: 'example.com',
      invited: new Map(),
      remaining: 500,
    }).flatMap((item) => (item.kind === 'new' ? [item.email!] : []));
    if (emails.length > 0) expect(contractIssues(EmployeeEmails, { emails })).toEqual([]);
  });
});

describe('the student forms send only what the student calls take (issue 13)', () => {
  const email = 'kari@stud.ntnu.no';
  it.each(variants({ email }))('e-mail %s', (_, input) => {
    const result = v.safeParse(studentEmailSchema(studentFormWords), input);
    if (result.success) expect(contractIssues(StudentEmailRequest, result.output)).toEqual([]);
  });
  it.each(variants({ code: '123456' }))('code %s', (_, input) => {
    const result = v.safeParse(studentCodeSchema(studentFormWords), input);
    // As $studentCode (src/stores/student/student.ts) sends it.
    if (result.success)
      expect(contractIssues(StudentCodeRequest, { email, code: normaliseCode(result.output.code) })).toEqual([]);
  });
  it.each(variants({ firstName: 'Kari', lastName: 'Nordmann', phone: '91234567', birthdate: '01.06.2004' }))(
    'profile %s',
    (_, input) => {
      const result = v.safeParse(studentProfileSchema(studentFormWords, TODAY, null), input);
      if (!result.success) return;
      expect(contractIssues(StudentActivationRequest, { email, way: 'new', ...result.output })).toEqual([]);
      // And the backend's rules of the activation (scripts/preview/backend/student-routes.ts).
      expect(
        isOwnBirthdate(result.output.birthdate, NOW) &&
          mayChangeBirthdate(null, result.output.birthdate, NOW) &&
          mayBuy(ageOn(result.output.birthdate, NOW)),
      ).toBe(true);
    },
  );
});

it('the table holds inputs each form refuses and inputs each form takes', () => {
  // Guards the table itself: were every hostile input refused (or taken), the tests above would prove nothing.
  const taken = (schema: v.GenericSchema, inputs: unknown[]) =>
    inputs.map((input) => v.safeParse(schema, input).success);
  const profile = variants({ firstName: 'Kari', lastName: 'Nordmann', phone: '91234567', birthdate: '01.06.1985' }).map(
    ([, input]) => input,
  );
  expect(new Set(taken(profileSchema(personFieldWords, TODAY, '1985-06-01'), profile))).toEqual(new Set([true, false]));
});

// Issue 14: the consent steps' choices, every combination, with and without contact details.
describe('the consent choices send only what saveConsents takes', () => {
  const combinations = [0, 1, 2, 3, 4, 5, 6, 7].map((bits) => ({
    newsletters: (bits & 1) > 0,
    offersByEmail: (bits & 2) > 0,
    offersBySms: (bits & 4) > 0,
  }));
  it.each(
    combinations.flatMap((choices) =>
      [
        { email: 'kari@example.com', phone: '91234567' },
        { email: '', phone: '' },
      ].map((contact) => [JSON.stringify({ choices, contact }), choices, contact] as const),
    ),
  )('%s', (_, choices, contact) => {
    const result = v.safeParse(consentFormSchema(nbPrivacy.steps.problems, contact), choices);
    if (result.success) expect(contractIssues(MarketingConsentsRequest, result.output)).toEqual([]);
  });
});
