import { describe, expect, it } from 'vitest';
import { myContent, paperDays, type TitleServices } from './content.ts';
import { STATUS } from './status.ts';

const plain: TitleServices = { hasNtbLiveLicense: false, hasVgLiveLicense: false };
const withPlay: TitleServices = {
  playBaseUrl: 'https://tv.adressa.no/',
  hasNtbLiveLicense: true,
  hasVgLiveLicense: true,
};

const subscription = (fields: Partial<Parameters<typeof myContent>[0]> = {}) => ({
  ariaPlanID: 'ADR-C-DIGITAL-DIGITAL',
  planName: 'Digitalabonnement',
  planProductType: 'DIGITAL',
  eligibleForSharing: true,
  instStatusCode: STATUS.ACTIVE as number,
  subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: '' },
  ...fields,
});

const paper = { ariaPlanID: 'ADR-C-COMBO-7D', planName: 'Papiravis alle dager + digital', planProductType: 'COMBO' };
const weekend = { ariaPlanID: 'ADR-C-COMBO-HELG', planName: 'Papiravis i helgen + digital', planProductType: 'COMBO' };
const kinds = (content: ReturnType<typeof myContent>) => content.items.map((item) => item.kind);

describe('myContent', () => {
  it('digital on a plain title: articles, app and e-paper', () => {
    expect(myContent(subscription(), plain)).toEqual({
      access: 'running',
      items: [{ kind: 'articles' }, { kind: 'app' }, { kind: 'eAvis' }],
    });
  });

  it.each([
    ['paper every day', paper, 'everyDay'],
    ['paper at the weekend', weekend, 'weekend'],
  ] as const)('%s', (_, plan, days) => {
    expect(myContent(subscription(plan), plain).items).toContainEqual({ kind: 'paper', days });
  });

  it('no paper for a digital plan', () => expect(kinds(myContent(subscription(), plain))).not.toContain('paper'));

  it('play with its address and live sports where the title has them', () => {
    const { items } = myContent(subscription(), withPlay);
    expect(items).toContainEqual({ kind: 'play', url: 'https://tv.adressa.no/' });
    expect(kinds({ access: 'running', items })).toContain('liveSports');
  });

  it.each([
    [{ hasNtbLiveLicense: true, hasVgLiveLicense: false }, true],
    [{ hasNtbLiveLicense: false, hasVgLiveLicense: true }, true],
    [{ hasNtbLiveLicense: false, hasVgLiveLicense: false }, false],
  ])('live sports with licences %j: %s', (licences, shown) => {
    expect(kinds(myContent(subscription(), licences)).includes('liveSports')).toBe(shown);
  });

  it('family sharing only for a family subscription: the owner shares it, a member (not paying) shares in it', () => {
    expect(myContent(subscription({ eligibleForSharing: false }), plain).items).toContainEqual({
      kind: 'familySharing',
      owner: true,
    });
    expect(
      myContent(subscription({ eligibleForSharing: false, instStatusCode: STATUS.ACTIVE_NON_BILLABLE }), plain).items,
    ).toContainEqual({ kind: 'familySharing', owner: false });
    expect(kinds(myContent(subscription(), plain))).not.toContain('familySharing');
  });

  it.each([
    [STATUS.TRIAL, 'running'],
    [STATUS.PENDING_CANCELLATION, 'running'],
    [STATUS.ACTIVE_NON_BILLABLE, 'running'],
    [STATUS.PENDING_ACTIVATION, 'starting'],
    [STATUS.SUSPENDED, 'none'],
    [STATUS.CANCELLED, 'none'],
    [STATUS.TERMINATED, 'none'],
  ])('status %i gives access %s', (instStatusCode, access) => {
    const content = myContent(subscription({ instStatusCode }), withPlay);
    expect(content.access).toBe(access);
    expect(content.items.length > 0).toBe(access !== 'none');
  });
});

describe('paperDays', () => {
  it.each([
    [paper, 'everyDay'],
    [weekend, 'weekend'],
    [{ ariaPlanID: 'XYZ-C-COMBO-6D', planName: 'Papiravis i helgene + digital' }, 'weekend'],
  ])('%j → %s', (plan, days) => expect(paperDays(plan)).toBe(days));
});
