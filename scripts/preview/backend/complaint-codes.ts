// What a delivery complaint can be about: GET complaintcodes answers these, and the seeded complaints use them.
export const COMPLAINT_CODES = [
  { code: 'IKKE_MOTTATT', description: 'Avisen kom ikke' },
  { code: 'FOR_SEN', description: 'Avisen kom for sent' },
  { code: 'VAAT', description: 'Avisen var våt eller ødelagt' },
  { code: 'FEIL_AVIS', description: 'Feil avis' },
  { code: 'MANGLER_BILAG', description: 'Det manglet bilag eller sider' },
] as const;

export type ComplaintCode = (typeof COMPLAINT_CODES)[number]['code'];

export function complaintCodeText(code: ComplaintCode): string {
  return COMPLAINT_CODES.find((entry) => entry.code === code)!.description;
}
