import { describe, expect, it, test } from 'vitest';
import { planChangeDate } from '../../../src/domain/subscription/changes.ts';
import { accountNoOf, personaById } from './personas.ts';
import { callApi, callOk, signIn, previewPerFile } from '../../../tests/support/backend.ts';

const server = previewPerFile();

describe('offering', () => {
  it('sells the title its plans, with the 1 kr and 3-month digital offers and the default ADR plan', async () => {
    const { offers } = await callOk(server.base, 'offering', { params: { titleCode: 'ADR' } });
    expect(offers.map((offer) => offer.offerId)).toEqual(['digital-1kr', 'digital-3mnd', 'digital', 'paper', 'weekend', 'youth']);
    expect(offers[0]).toMatchObject({ ariaPlanID: 'ADR-C-DIGITAL-DIGITAL', ariaScheduleID: 'ADR-C-DIGITAL-DIGITAL-NOK-01', introPrice: 1, introMonths: 1, campaignID: 'CAMP-2020-03-003' });
    expect(offers[1]).toMatchObject({ introPrice: 99, introMonths: 3 });
  });

  it('knows no other title', async () => {
    expect(await callApi(server.base, 'offering', { params: { titleCode: 'AN' } })).toMatchObject({ status: 404, body: { code: 'TITLE_NOT_FOUND' } });
  });
});

describe('changePlan', () => {
  async function change(personaId: string, offerId: string) {
    const { cookie } = await signIn(server.base, personaId);
    const persona = personaById(personaId)!;
    const body = { ariaAccountNo: accountNoOf(persona), ariaSubscriptionNo: `8${persona.userId.slice(1)}`, offerId };
    return callApi(server.base, 'changePlan', { body, cookie });
  }

  it('leaves the plan as it is until the first of next month', async () => {
    const { status, body } = await change('digital', 'weekend');
    expect(status).toBe(200);
    expect(body).toMatchObject({ ariaPlanID: 'ADR-C-DIGITAL-DIGITAL', pendingPlan: { ariaPlanID: 'ADR-C-COMBO-HELG', planName: 'Papiravis i helgen + digital', effectiveDate: planChangeDate(new Date()) } });
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
    expect(await callApi(server.base, 'changePlan', { body, cookie })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });
});
