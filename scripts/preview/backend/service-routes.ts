// Customer-service calls: the complaint codes a delivery complaint picks from, and messages to a segment.
import type { Route } from './context.ts';

const COMPLAINT_CODES = [
  { code: 'IKKE_MOTTATT', description: 'Avisen kom ikke' },
  { code: 'FOR_SEN', description: 'Avisen kom for sent' },
  { code: 'VAAT', description: 'Avisen var våt eller ødelagt' },
  { code: 'FEIL_AVIS', description: 'Feil avis' },
  { code: 'MANGLER_BILAG', description: 'Det manglet bilag eller sider' },
];

export const complaintCodes: Route<'complaintCodes'> = {
  access: 'user',
  handle: () => COMPLAINT_CODES,
};

export const segmentMessage: Route<'segmentMessage'> = {
  access: 'user',
  handle({ state, params, body, userId }) {
    state.segmentMessages.push({ segmentId: params.segmentId, userId, message: body.message });
    return { ok: true };
  },
};
