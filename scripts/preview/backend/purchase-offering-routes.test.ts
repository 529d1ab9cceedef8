import { describe, expect, it, test } from 'vitest';
import type { Address } from '../../../src/api/contract.ts';
import { firstPaperDay, lastPaperDay, planChangeDate } from '../../../src/domain/subscription/changes.ts';
import { accountNoOf, personaById } from './personas.ts';
import { callApi, callOk, signIn, previewPerFile } from '../../../tests/support/backend.ts';

const server = previewPerFile();

describe('offering', () => {
  it('sells the title its plans, with the 1 kr and 3-month digital offers and the default ADR plan', async () => {
    const { offers } = await callOk(server.base, 'offering', { params: { titleCode: 'ADR' } });
    expect(offers.map((offer) => offer.offerId)).toEqual([
      'digital-1kr',
      'digital-3mnd',
      'digital',
      'paper',
      'weekend',
      'youth',
    ]);
    expect(offers[0]).toMatchObject({
      ariaPlanID: 'ADR-C-DIGITAL-DIGITAL',
      ariaScheduleID: 'ADR-C-DIGITAL-DIGITAL-NOK-01',
      introPrice: 1,
      introMonths: 1,
      campaignID: 'CAMP-2020-03-003',
    });
    expect(offers[1]).toMatchObject({ introPrice: 99, introMonths: 3 });
  });

  it('knows no other title', async () => {
    expect(await callApi(server.base, 'offering', { params: { titleCode: 'AN' } })).toMatchObject({
      status: 404,
      body: { code: 'TITLE_NOT_FOUND' },
    });
  });
});

/** A deliverable address, its town as the form sends it (Posten's register writes it in capitals). */
const STORGATA: Address = {
  coName: '',
  street: 'Storgata',
  streetNumber: '1',
  apartmentNumber: null,
  floor: '',
  postalCode: '0155',
  town: 'Oslo',
};

describe('changePlan', () => {
  async function change(personaId: string, offerId: string, deliveryAddress?: Address) {
    const { cookie } = await signIn(server.base, personaId);
    const persona = personaById(personaId)!;
    const ids = { ariaAccountNo: accountNoOf(persona), ariaSubscriptionNo: `8${persona.userId.slice(1)}` };
    const reply = await callApi(server.base, 'changePlan', {
      body: { ...ids, offerId, ...(deliveryAddress ? { deliveryAddress } : {}) },
      cookie,
    });
    return Object.assign(reply, { ids, cookie });
  }
  const deliveryOf = async ({ ids, cookie }: { ids: { ariaAccountNo: string }; cookie: string }) =>
    callOk(server.base, 'getDelivery', { params: { ariaAccountNo: ids.ariaAccountNo, titleCode: 'ADR' }, cookie });

  it('leaves the plan as it is until the first of next month', async () => {
    const { status, body } = await change('youth', 'digital');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ariaPlanID: 'ADR-C-UNG-DIGITAL',
      pendingPlan: {
        ariaPlanID: 'ADR-C-DIGITAL-DIGITAL',
        planName: 'Digitalabonnement',
        effectiveDate: planChangeDate(new Date()),
        delivery: null,
        lastPaper: null,
      },
    });
  });

  describe('a change to paper has where it goes (issue 41)', () => {
    const effectiveDate = planChangeDate(new Date());
    const weekend = {
      ariaPlanID: 'ADR-C-COMBO-HELG',
      planName: 'Papiravis i helgen + digital',
      planProductType: 'COMBO',
    };

    it('from digital: refused without an address, and the delivery is not touched', async () => {
      const refused = await change('digital', 'weekend');
      expect(refused).toMatchObject({ status: 422, body: { code: 'DELIVERY_ADDRESS_REQUIRED' } });
      expect(
        await callOk(server.base, 'getSubscription', {
          params: { ariaAccountNo: refused.ids.ariaAccountNo, titleCode: 'ADR' },
          cookie: refused.cookie,
        }),
      ).toMatchObject({ pendingPlan: null });
      expect(await deliveryOf(refused)).toBeNull();
    });

    test.each([
      ['an unknown postal code', { postalCode: '0000' }, 'UNKNOWN_POSTAL_CODE'],
      ["another code's town", { town: 'Bergen' }, 'TOWN_MISMATCH'],
    ])('from digital: %s is refused by the register → %s', async (_, wrong, code) => {
      const refused = await change('digital', 'weekend', { ...STORGATA, ...wrong });
      expect(refused).toMatchObject({ status: 422, body: { code } });
      expect(await deliveryOf(refused)).toBeNull();
    });

    it('from digital with an address: the change says where and from which day, and the delivery goes there', async () => {
      const changed = await change('digital', 'weekend', STORGATA);
      expect(changed.status).toBe(200);
      const address = { ...STORGATA, town: 'OSLO' };
      expect(changed.body).toMatchObject({
        planProductType: 'DIGITAL',
        pendingPlan: {
          ...{ ariaPlanID: weekend.ariaPlanID },
          effectiveDate,
          delivery: {
            firstPaper: firstPaperDay(weekend, effectiveDate, { now: new Date(), cutOff: '12:00' }),
            address,
          },
          lastPaper: null,
        },
      });
      // The delivery it set up says where and from which day too, as the paper has not started (issue 45).
      expect(await deliveryOf(changed)).toEqual({
        address,
        changes: [],
        firstPaper: firstPaperDay(weekend, effectiveDate, { now: new Date(), cutOff: '12:00' }),
      });
    });

    it('another change without paper instead drops the delivery set up for the change to paper', async () => {
      expect((await change('youth', 'weekend', STORGATA)).status).toBe(200);
      const instead = await change('youth', 'digital');
      expect(instead.body).toMatchObject({ pendingPlan: { ariaPlanID: 'ADR-C-DIGITAL-DIGITAL', delivery: null } });
      expect(await deliveryOf(instead)).toBeNull();
    });

    it('an address with a change that does not start the paper is refused, not stored', async () => {
      expect(await change('paper', 'weekend', STORGATA)).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
      expect(await change('youth', 'digital', STORGATA)).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    });

    it('paper to paper keeps the address; paper to digital says the last paper', async () => {
      expect((await change('paper', 'weekend')).body).toMatchObject({
        pendingPlan: { delivery: null, lastPaper: null },
      });
      const everyDay = {
        ariaPlanID: 'ADR-C-COMBO-7D',
        planName: 'Papiravis alle dager + digital',
        planProductType: 'COMBO',
      };
      const stops = await change('paper', 'digital');
      expect(stops.body).toMatchObject({
        pendingPlan: { delivery: null, lastPaper: lastPaperDay(everyDay, effectiveDate) },
      });
      expect((await deliveryOf(stops))?.address).toMatchObject({ street: 'Kongens gate' });
    });
  });

  describe('cancelPlanChange: a waiting change called off (issue 41)', () => {
    async function callOff(personaId: string, ids?: { ariaAccountNo: string; ariaSubscriptionNo: string }) {
      const { cookie } = await signIn(server.base, personaId);
      const persona = personaById(personaId)!;
      const body = ids ?? { ariaAccountNo: accountNoOf(persona), ariaSubscriptionNo: `8${persona.userId.slice(1)}` };
      return Object.assign(await callApi(server.base, 'cancelPlanChange', { body, cookie }), { body_: body, cookie });
    }

    it('keeps the plan, and the delivery set up for a change to paper goes', async () => {
      const kept = await callOff('pending-plan-change');
      expect(kept).toMatchObject({ status: 200, body: { ariaPlanID: 'ADR-C-DIGITAL-DIGITAL', pendingPlan: null } });
      expect(
        await callOk(server.base, 'getSubscription', {
          params: { ariaAccountNo: kept.body_.ariaAccountNo, titleCode: 'ADR' },
          cookie: kept.cookie,
        }),
      ).toMatchObject({ pendingPlan: null });
      expect(
        await callOk(server.base, 'getDelivery', {
          params: { ariaAccountNo: kept.body_.ariaAccountNo, titleCode: 'ADR' },
          cookie: kept.cookie,
        }),
      ).toBeNull();
      // Called off once, nothing waits any more.
      expect(await callOff('pending-plan-change')).toMatchObject({ status: 409, body: { code: 'NO_PLAN_CHANGE' } });
    });

    it('a paper subscriber who calls off a change to digital keeps the paper where it goes', async () => {
      await change('paper', 'digital');
      const kept = await callOff('paper');
      expect(kept).toMatchObject({ status: 200, body: { planProductType: 'COMBO', pendingPlan: null } });
      expect(
        (
          await callOk(server.base, 'getDelivery', {
            params: { ariaAccountNo: kept.body_.ariaAccountNo, titleCode: 'ADR' },
            cookie: kept.cookie,
          })
        )?.address,
      ).toMatchObject({ street: 'Kongens gate' });
    });

    test.each([
      ['nothing waiting', 'digital', undefined, 409, 'NO_PLAN_CHANGE'],
      ['a cancelled subscription', 'pending-cancellation', undefined, 409, 'NOT_CHANGEABLE'],
      ['a plan the employer pays', 'business-employee', undefined, 409, 'NOT_CHANGEABLE'],
      [
        "another user's subscription on one's own account",
        'digital',
        { ariaAccountNo: '5000003', ariaSubscriptionNo: '8000009' },
        404,
        'SUBSCRIPTION_NOT_FOUND',
      ],
      [
        "another user's account",
        'digital',
        { ariaAccountNo: '5000009', ariaSubscriptionNo: '8000009' },
        403,
        'FORBIDDEN',
      ],
    ] as const)('%s → %i %s', async (_, personaId, ids, status, code) => {
      expect(await callOff(personaId, ids)).toMatchObject({ status, body: { code } });
    });

    it("leaves another user's waiting change as it was", async () => {
      await callOff('digital', { ariaAccountNo: '5000009', ariaSubscriptionNo: '8000009' });
      const { cookie } = await signIn(server.base, 'pending-plan-change');
      expect(
        await callOk(server.base, 'getSubscription', {
          params: { ariaAccountNo: '5000009', titleCode: 'ADR' },
          cookie,
        }),
      ).toMatchObject({ pendingPlan: { ariaPlanID: 'ADR-C-COMBO-HELG' } });
    });
  });

  test.each([
    ['digital', 'digital-1kr', 400, 'BAD_REQUEST'],
    ['digital', 'digital', 409, 'SAME_PLAN'],
    ['digital', 'youth', 409, 'NOT_YOUTH'],
    ['pending-cancellation', 'paper', 409, 'NOT_CHANGEABLE'],
    ['digital', 'gold', 404, 'OFFER_NOT_FOUND'],
  ])('%s to %s → %i %s', async (personaId, offerId, status, code) => {
    expect(await change(personaId, offerId)).toMatchObject({ status, body: { code } });
  });

  it('lets a youth subscriber under 34 stay young or change back', async () => {
    expect((await change('youth', 'digital')).status).toBe(200);
  });

  it("refuses someone else's subscription", async () => {
    const { cookie } = await signIn(server.base, 'paper');
    const digital = personaById('digital')!;
    const body = { ariaAccountNo: accountNoOf(digital), ariaSubscriptionNo: '8000003', offerId: 'weekend' };
    expect(await callApi(server.base, 'changePlan', { body, cookie })).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
  });
});
