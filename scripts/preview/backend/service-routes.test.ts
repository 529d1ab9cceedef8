import { afterAll, beforeAll, beforeEach, describe, expect, it, test } from 'vitest';
import {
  SEGMENT_MESSAGE_MAX,
  SEGMENT_MESSAGES_PER_WINDOW,
  TOO_MANY_MESSAGES,
} from '../../../src/domain/segment/segment-message.ts';
import { callApi, callOk, signIn, startPreview, type Preview } from '../../../tests/support/backend.ts';

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
  expect(
    await callOk(preview.base, 'segmentMessage', {
      params: { segmentId: 'vinterkampanje' },
      body: { message: 'Hei' },
      cookie,
    }),
  ).toEqual({ ok: true });
  const state = (await (await fetch(`${preview.base}/__test/state`)).json()) as { segmentMessages: unknown[] };
  expect(state.segmentMessages).toEqual([
    { segmentId: 'vinterkampanje', userId, message: 'Hei', at: expect.any(Number) },
  ]);
});

describe('segment messages are bounded: the id, the text and the rate (issue 25)', () => {
  beforeEach(() => preview.reset());
  const kept = async () =>
    ((await (await fetch(`${preview.base}/__test/state`)).json()) as { segmentMessages: { message: string }[] })
      .segmentMessages;

  test.each([['../../x'], ['a b'], ['<script>'], ['x'.repeat(65)]])(
    'the segment id %j is 400, and nothing is kept',
    async (segmentId) => {
      const { cookie } = await signIn(preview.base, 'digital');
      expect(
        await callApi(preview.base, 'segmentMessage', { params: { segmentId }, body: { message: 'Hei' }, cookie }),
      ).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
      expect(await kept()).toEqual([]);
    },
  );

  test.each([
    ['60 000 characters', 'x'.repeat(60_000)],
    [`${SEGMENT_MESSAGE_MAX + 1} characters`, 'x'.repeat(SEGMENT_MESSAGE_MAX + 1)],
    ['only spaces', '   '],
    ['a right-to-left override', 'Hei\u202e'],
  ])('a message of %s is 400', async (_, message) => {
    const { cookie } = await signIn(preview.base, 'digital');
    expect(
      await callApi(preview.base, 'segmentMessage', {
        params: { segmentId: 'vinterkampanje' },
        body: { message },
        cookie,
      }),
    ).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
  });

  it(`one user sends at most ${SEGMENT_MESSAGES_PER_WINDOW} an hour; then 429 ${TOO_MANY_MESSAGES}, whatever the segment; another user is not held back`, async () => {
    const { cookie } = await signIn(preview.base, 'digital');
    const send = (segmentId: string, who = cookie) =>
      callApi(preview.base, 'segmentMessage', {
        params: { segmentId },
        body: { message: `  Hei  ${segmentId} ` },
        cookie: who,
      });
    const replies = await Promise.all(Array.from({ length: 60 }, (_, i) => send(`seg-${i}`)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(SEGMENT_MESSAGES_PER_WINDOW);
    for (const reply of replies.filter((one) => one.status !== 200))
      expect(reply).toMatchObject({ status: 429, body: { code: TOO_MANY_MESSAGES } });
    // Kept as normalised: '  Hei  seg-3 ' is 'Hei seg-3'.
    const messages = (await kept()).map((message) => message.message);
    expect(messages).toHaveLength(SEGMENT_MESSAGES_PER_WINDOW);
    for (const message of messages) expect(message).toMatch(/^Hei seg-\d+$/);
    expect((await send('annen', (await signIn(preview.base, 'paper')).cookie)).status).toBe(200);
  }, 20_000);
});
