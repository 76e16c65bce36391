import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { type StudioOrderDetail, type StudioOrderSummary, StudioOrderDetail as OrderSchema, studioApi } from '@shop/contracts/studio';
import { installMockServer, routerLocation, server } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';
import { apiError, handler } from '@shop/testing/handlers';
import { operator } from '../../../testing/fixtures';
import { renderStudio } from '../../../testing/render';

// The orders feature on the pretend back end: the list's search and filters (sent to the server, kept in the
// address), its keyset paging, and the order page's actions as its status allows them.

installMockServer();

const UUID = '0d3f5e2a-1111-4222-8333-444455556666';
const LINE = '9a8b7c6d-0000-4000-8000-000000000001';

function summary(n: number, overrides: Partial<StudioOrderSummary> = {}): StudioOrderSummary {
  const uuid = `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`;
  return {
    uuid,
    reference: `#${uuid.slice(0, 8)}`,
    confirmedAt: '2026-11-23T10:15:00.000Z',
    customer: { uuid: '00000000-0000-4000-8000-0000000000aa', name: 'Ida Hansen', email: 'parent@example.com' },
    total: 31900,
    currency: 'NOK',
    status: 'confirmed',
    delivery: { type: 'postage', name: 'Postage: Letter' },
    portal: 'fjord',
    ...overrides,
  };
}

function detail(overrides: Partial<StudioOrderDetail> = {}): StudioOrderDetail {
  return v.parse(OrderSchema, {
    ...summary(1),
    uuid: UUID,
    reference: '#0d3f5e2a',
    vatAmount: 6380,
    lines: [{ uuid: LINE, name: 'Card 10x15 – Classic', quantity: 10, unitPrice: 2400, linePrice: 24000, explanation: [], printFiles: [] }],
    printFiles: 'ready',
    summaryLines: [{ type: 3, description: 'Postage: Letter', linePrice: 7900 }],
    delivery: { type: 'postage', name: 'Postage: Letter', address: null },
    payment: { provider: 'test', status: 'paid', amount: 31900, title: 'Card' },
    shipment: null,
    history: [],
    refunded: 0,
    refunds: [],
    ...overrides,
  });
}

describe('the order list', () => {
  it('sends the search and the filters to the server, keeps them in the address, and pages by the keyset', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      handler(studioApi.studioOrders, ({ query }) => {
        asked.push(query);
        if (query.get('before') === 'cursor-2') return { orders: [summary(3)], next: null };
        if (query.get('q') === 'nobody@example.com') return { orders: [], next: null };
        return { orders: [summary(1), summary(2, { status: 'shipped', customer: { uuid: 'c2', name: '', email: 'other@example.com' } })], next: 'cursor-2' };
      }),
    );
    const { user } = await renderStudio('/studio/orders', { state: { staff: operator } });
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: '#00000001' }).getAttribute('href')).toBe(`/studio/orders/${summary(1).uuid}`);
    expect(within(table).getAllByRole('row')[2]!.textContent).toContain('Shipped');
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'More orders' }));
    expect(await within(table).findByRole('link', { name: '#00000003' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More orders' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'shipped');
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('shipped'));
    expect(routerLocation()).toBe('/studio/orders?status=shipped');
    await user.type(screen.getByRole('searchbox', { name: 'Reference, e-mail or name' }), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No orders match.')).toBeTruthy();
    expect(asked.at(-1)?.get('q')).toBe('nobody@example.com');
    expect(asked.at(-1)?.get('status')).toBe('shipped');
    // the CSV for accounting is the same filtered list
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/studio/portals/fjord/orders.csv?q=nobody%40example.com&status=shipped',
    );
  });

  it('sends a selection to the lab and says which orders went; a refusal is said in the studio’s words', async () => {
    let sends = 0;
    server.use(
      handler(studioApi.studioOrders, () => ({ orders: [summary(1), summary(2)], next: null })),
      handler(studioApi.sendToLab, ({ body }) => {
        sends++;
        if (sends === 1) {
          return Response.json(
            { error: 'not_ready_for_lab', message: 'Nothing was sent: #00000002: its print files are not ready yet.', values: { orders: '#00000002' } },
            { status: 409 },
          );
        }
        return { orders: body!.orders.map((uuid) => ({ uuid, reference: `#${uuid.slice(0, 8)}` })), download: '/zip', drop: 'lab/fjord' };
      }),
    );
    const { user } = await renderStudio('/studio/orders', { state: { staff: operator } });
    await screen.findByRole('table', { name: 'Orders, newest first' });
    expect(screen.getByRole('button', { name: 'Send 0 orders to the lab' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select every order shown' }));
    await user.click(screen.getByRole('button', { name: 'Send 2 orders to the lab' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Nothing was sent: #00000002 cannot go to the lab yet (its print files are not made, or it is cancelled or already shipped).',
    );
    await user.click(screen.getByRole('button', { name: 'Send 2 orders to the lab' }));
    expect(
      await screen.findByText(/Sent to the lab: #00000001, #00000002\. They are in production now\. The files are in the lab drop lab\/fjord\./),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send 0 orders to the lab' })).toBeTruthy();
  });
});

describe('the order page', () => {
  const show = (order: StudioOrderDetail) => server.use(handler(studioApi.studioOrder, () => order));

  it('a confirmed order whose print files are being made cannot go to the lab yet, and says so', async () => {
    show(detail({ printFiles: 'pending' }));
    await renderStudio(`/studio/orders/${UUID}`, { state: { staff: operator } });
    const actions = await screen.findByRole('region', { name: 'Next step' });
    expect(within(actions).getByRole('button', { name: 'Send to lab' }).hasAttribute('disabled')).toBe(true);
    expect(within(actions).getByText('The print files are still being made: the order can go to the lab when they are ready.')).toBeTruthy();
    expect(within(actions).queryByRole('form', { name: 'Shipping' })).toBeNull();
  });

  it('cancels a confirmed order only after the second step; "Keep it" goes back', async () => {
    let changed: unknown = null;
    show(detail());
    server.use(
      handler(studioApi.changeOrderStatus, ({ body }) => {
        changed = body;
        return detail({ status: 'cancelled' });
      }),
    );
    const { user } = await renderStudio(`/studio/orders/${UUID}`, { state: { staff: operator } });
    const actions = await screen.findByRole('region', { name: 'Next step' });
    expect(within(actions).getByRole('button', { name: 'Send to lab' }).hasAttribute('disabled')).toBe(false);
    await user.click(within(actions).getByRole('button', { name: 'Cancel order' }));
    await user.click(within(actions).getByRole('button', { name: 'Keep it' }));
    expect(changed).toBeNull();
    await user.click(within(actions).getByRole('button', { name: 'Cancel order' }));
    await user.click(within(actions).getByRole('button', { name: 'Yes, cancel the order' }));
    await waitFor(() => expect(changed).toEqual({ status: 'cancelled' }));
    // cancelled: nothing can happen next
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Next step' })).toBeNull());
  });

  it('an order in production: the lab zip and the shipping form; a field the server refuses, then a refusal with its reason', async () => {
    show(detail({ status: 'in_production' }));
    let calls = 0;
    server.use(
      handler(studioApi.changeOrderStatus, () => {
        calls++;
        if (calls === 1) {
          return Response.json(
            { error: 'validation', message: 'Invalid', fields: [{ field: 'body.trackingNumber', message: 'Letters, digits', kind: 'regex' }] },
            { status: 400 },
          );
        }
        return apiError(409, 'The order is cancelled', 'invalid_status_change');
      }),
    );
    const { user } = await renderStudio(`/studio/orders/${UUID}`, { state: { staff: operator } });
    const actions = await screen.findByRole('region', { name: 'Next step' });
    expect(within(actions).queryByRole('button', { name: 'Send to lab' })).toBeNull();
    expect(within(actions).getByRole('link', { name: 'Download the lab zip' }).getAttribute('href')).toBe(
      `/api/studio/portals/fjord/lab-export.zip?orders=${UUID}`,
    );
    const ship = within(actions).getByRole('form', { name: 'Shipping' });
    await user.type(within(ship).getByRole('textbox', { name: /^Carrier/ }), 'Posten');
    // the pretend server refuses the number as the real one refuses a number of other characters
    await user.type(within(ship).getByRole('textbox', { name: /^Tracking number/ }), 'NB1');
    await user.click(within(ship).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() =>
      expect(
        within(ship)
          .getByRole('textbox', { name: /^Tracking number/ })
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    await user.click(within(ship).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(actions).findByText(/^Not changed: /)).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('a shipped order can be marked delivered and shows its tracking link', async () => {
    show(detail({ status: 'shipped', shipment: { carrier: 'Posten', trackingNumber: 'NB1', trackingUrl: 'https://tracking.example/NB1' } }));
    await renderStudio(`/studio/orders/${UUID}`, { state: { staff: operator } });
    const actions = await screen.findByRole('region', { name: 'Next step' });
    expect(within(actions).getByRole('button', { name: 'Mark delivered' })).toBeTruthy();
    expect(within(actions).queryByRole('form', { name: 'Shipping' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Track the parcel' }).getAttribute('href')).toBe('https://tracking.example/NB1');
  });

  it('in Norwegian: a refunded order shows its refund and no actions', async () => {
    show(
      detail({
        status: 'refunded',
        refunded: 31900,
        refunds: [
          {
            uuid: '00000000-0000-4000-8000-0000000000f1',
            at: '2026-11-24T09:00:00.000Z',
            staff: { uuid: 's', name: 'Siri Support', email: 'admin@example.com' },
            amount: 31900,
            lines: [],
            reason: 'Bestilt to ganger',
            kind: 'refund',
            provider: 'test',
            status: 'refunded',
            failure: null,
          },
        ],
      }),
    );
    await renderStudio(`/studio/orders/${UUID}`, { state: { staff: operator }, language: 'nb' });
    const refund = within(await screen.findByRole('list', { name: 'Refusjoner så langt' })).getByRole('listitem');
    expect(refund.textContent).toMatch(/^Refusjon på 319,00\skr · utført/);
    expect(within(refund).getByText('Resten av bestillingen')).toBeTruthy();
    expect(within(refund).getByText('Årsak: Bestilt to ganger')).toBeTruthy();
    // nothing left to refund, nothing can happen next
    expect(screen.queryByRole('form', { name: 'Refusjon' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Neste steg' })).toBeNull();
  });
});
