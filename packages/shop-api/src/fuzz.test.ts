// Bad bytes (issue 15): the cases the outside probe found, and the first part of every route driven with
// generated bad input (testing/fuzz.ts; the other parts are fuzz-2.test.ts and fuzz-3.test.ts).
import { describe, expect, it } from 'vitest';
import { deepJson, describeRoutesFuzz, digest, fuzzContext } from './testing/fuzz';

const ctx = fuzzContext();

describe('the bad bytes the outside probe found', () => {
  const refusedNaming = async (res: { statusCode: number; json(): { fields?: { field: string }[] } }, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.map((f) => f.field)).toContain(field);
  };

  it('a NUL in the profile update, the recording user agent and the mailbox query is a 400 naming the field', async () => {
    const before = await digest(ctx.t);
    const profile = { name: 'Ida\u0000Hansen', address: 'Fjordvegen 7', address2: '', postal_code: '5003', city: 'Bergen', mobile: '+4791234567' };
    await refusedNaming(await ctx.parent.post('/ajax/user/update_user_info.php', profile), 'body.name');
    await refusedNaming(await ctx.visitor.post('/api/webshop/debug/recordings', { userAgent: 'Mozilla\u0000' }), 'body.userAgent');
    // The mailbox answers only this machine (each test browser has an address of its own).
    await refusedNaming(await ctx.visitor.request({ url: '/api/webshop/dev/mailbox?to=%00', remoteAddress: '127.0.0.1' }), 'query.to');
    expect(await digest(ctx.t)).toBe(before);
  });

  it('lone surrogates and deep nesting in recording events are a 400, line breaks in them are fine', async () => {
    const started = await ctx.visitor.post('/api/webshop/debug/recordings', { userAgent: 'Mozilla/5.0' });
    const { id } = started.json() as { id: string };
    const events = (body: string) =>
      ctx.visitor.request({
        method: 'POST',
        url: `/api/webshop/debug/recordings/${id}/events`,
        payload: body,
        headers: { 'content-type': 'application/json' },
      });
    await refusedNaming(await events(JSON.stringify({ events: [{ type: 3, data: { text: 'a\uD800b' } }] })), 'body.events.0.data.text');
    const deep = await events(`{"events":[${deepJson(10_000)}]}`);
    expect(deep.statusCode).toBe(400);
    expect((await events(JSON.stringify({ events: [{ type: 3, data: { text: 'two\nlines\tand a tab' } }] }))).statusCode).toBe(200);
  });
});

describeRoutesFuzz(0, 3, ctx);
