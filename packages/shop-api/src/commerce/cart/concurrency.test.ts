/**
 * Changes of one cart at the same moment from two tabs: each change locks the cart row and prices the
 * lines as they are after the changes before it, so nothing is lost and no answer carries a stale total.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjectUuid } from '../../access/testing';
import { createTestApp, type TestApp } from '../../testing/harness';
import { add, cartOf, customer, kr, patch, pictureUuids, productUuid, sameCustomer, templateLine } from '../testing';

let t: TestApp;
let card: string;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  card = await productUuid(t, 'card-15x15');
});
afterAll(() => t?.close());

describe('one cart, two tabs, at the same moment', () => {
  it('20 parallel adds give exactly 20 lines, and every answer counts the lines before it', async () => {
    const c = await customer(t);
    const tabs = [c.b, await sameCustomer(t, c)];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => add(tabs[i % 2]!, [templateLine(2, card, 1)])));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const counts = answers.map((r) => r.json().summary.itemCount).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const r of answers) expect(r.json().summary.totalPrice).toBe(r.json().summary.itemCount * kr(29));
    const cart = await cartOf(tabs[1]!);
    expect(cart.orderLines).toHaveLength(20);
    expect(cart.summary).toMatchObject({ itemCount: 20, totalPrice: 20 * kr(29) });
    expect(new Set(cart.orderLines.map((l: { uuid: string }) => l.uuid)).size).toBe(20);
  });

  it('parallel file toggles all land on the one files line per type (no lost update of its list)', async () => {
    const c = await customer(t, ['Emma Hansen']);
    const tabs = [c.b, await sameCustomer(t, c)];
    const ips = await pictureUuids(t, 'Emma Hansen', 'IP');
    const gps = await pictureUuids(t, 'Emma Hansen', 'GP');
    const toggles = [...ips.map((p) => [p, 'IP']), ...gps.map((p) => [p, 'GP'])];
    const answers = await Promise.all(toggles.map(([file, type], i) => tabs[i % 2]!.post('/ajax/cart/toggle_digital_file_in_cart.php', { file, type })));
    expect(answers.map((r) => r.json().status)).toEqual(Array(toggles.length).fill('OK'));
    const cart = await cartOf(c.b);
    const files = Object.fromEntries(
      cart.orderLines.map((l: { digital: { pictureType: string }; digitalFiles: { uuid: string }[] }) => [
        l.digital.pictureType,
        l.digitalFiles.map((f) => f.uuid).sort(),
      ]),
    );
    expect(files).toEqual({ IP: [...ips].sort(), GP: [...gps].sort() });
    expect(cart.summary).toMatchObject({ itemCount: ips.length + gps.length, totalPrice: ips.length * kr(149) + gps.length * kr(79) });
  });

  it('the same set toggled from both tabs at once: in, then out, never twice', async () => {
    const c = await customer(t, ['Emma Hansen']);
    const other = await sameCustomer(t, c);
    const emma = await subjectUuid(t, 'Emma Hansen');
    const answers = await Promise.all([c.b, other].map((b) => b.post('/ajax/cart/toggle_digital_set_in_cart.php', { pictureSet: emma, type: 'GP' })));
    expect(answers.map((r) => r.json().inCart).sort()).toEqual([false, true]);
    expect((await cartOf(c.b)).orderLines).toEqual([]);
  });

  it('parallel quantity changes of one line end in one of them, with a matching total', async () => {
    const c = await customer(t);
    const other = await sameCustomer(t, c);
    const [l] = (await add(c.b, [templateLine(2, card, 1)])).json().newOrderLines;
    const quantities = [3, 12, 30, 7, 25, 9];
    const answers = await Promise.all(quantities.map((quantity, i) => patch(i % 2 ? other : c.b, l.uuid, { quantity })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(quantities.length).fill(200));
    const cart = await cartOf(c.b);
    const final = cart.orderLines[0].quantity;
    expect(quantities).toContain(final);
    const unit = final >= 25 ? 19 : final >= 10 ? 24 : 29;
    expect(cart.summary).toMatchObject({ itemCount: final, totalPrice: final * kr(unit) });
  });

  it('adds of two different customers at once stay apart', async () => {
    const [a, b] = [await customer(t), await customer(t)];
    await Promise.all(Array.from({ length: 10 }, (_, i) => add((i % 2 ? a : b).b, [templateLine(2, card, 2)])));
    expect((await cartOf(a.b)).summary.itemCount).toBe(10);
    expect((await cartOf(b.b)).summary.itemCount).toBe(10);
  });
});
