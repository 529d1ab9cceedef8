import { afterAll, beforeAll, expect, it } from 'vitest';
import { callOk, signIn, startPreview, type Preview } from '../../../tests/support/backend.ts';

let preview: Preview;

beforeAll(async () => {
  preview = await startPreview();
});

afterAll(() => preview.close());

it('complaintcodes lists the delivery problems in bokmål', async () => {
  const { cookie } = await signIn(preview.base, 'paper');
  const codes = await callOk(preview.base, 'complaintCodes', { cookie });
  expect(codes.length).toBeGreaterThanOrEqual(4);
  expect(codes).toContainEqual({ code: 'IKKE_MOTTATT', description: 'Avisen kom ikke' });
  expect(codes).toContainEqual({ code: 'VAAT', description: 'Avisen var våt eller ødelagt' });
  expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
});

it('segment message is kept with its segment and sender', async () => {
  const { cookie, userId } = await signIn(preview.base, 'digital');
  expect(await callOk(preview.base, 'segmentMessage', { params: { segmentId: 'vinterkampanje' }, body: { message: 'Hei' }, cookie })).toEqual({ ok: true });
  const state = (await (await fetch(`${preview.base}/__test/state`)).json()) as { segmentMessages: unknown[] };
  expect(state.segmentMessages).toEqual([{ segmentId: 'vinterkampanje', userId, message: 'Hei' }]);
});
