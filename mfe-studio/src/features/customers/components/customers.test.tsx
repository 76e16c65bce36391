import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installMockServer, routerLocation } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';
import { operator, support } from '../../../testing/fixtures';
import { renderStudio } from '../../../testing/render';

installMockServer();

describe('customers', () => {
  it('finds the parent by e-mail and opens her page with sets, orders, preferences and shares', async () => {
    const { user, state } = await renderStudio('/studio/customers', { state: { staff: operator } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeTruthy();
    const search = screen.getByRole('search', { name: 'Find a customer' });
    await user.type(within(search).getByLabelText('E-mail, name or picture code'), 'nobody');
    await user.click(within(search).getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No customer matches “nobody”.')).toBeTruthy();
    expect(routerLocation()).toBe('/studio/customers?q=nobody');
    const field = within(search).getByLabelText('E-mail, name or picture code');
    await user.clear(field);
    await user.type(field, 'parent@');
    await user.click(within(search).getByRole('button', { name: 'Find' }));
    const results = await screen.findByRole('table', { name: 'Customers found' });
    expect(within(results).getAllByRole('row')[1]!.textContent).toContain('parent@example.com');
    await expectNoAxeViolations();

    await user.click(within(results).getByRole('link', { name: 'Ida Hansen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ida Hansen' })).toBeTruthy();
    expect(routerLocation()).toBe('/studio/customers/00000000-0000-4000-8000-0000000000c1');
    const sets = screen.getByRole('table', { name: 'Picture sets' });
    expect(within(sets).getAllByRole('row')[1]!.textContent).toBe('Noah Hansen2AFjordvik School (2026)fjord01/09/2026Off');
    const orders = screen.getByRole('table', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: '#1a2b3c4d' }).getAttribute('href')).toBe('/studio/orders/1a2b3c4d-0000-4000-8000-0000000000f1');
    expect(within(orders).getByText('Shipped')).toBeTruthy();
    expect(screen.getByText('News and offers by e-mail').nextSibling?.textContent).toBe('Yes');
    expect(screen.getByText('Language of e-mails').nextSibling?.textContent).toBe('Norwegian');
    expect(within(screen.getByRole('table', { name: 'Picture sets shared' })).getByText('grandma@example.com')).toBeTruthy();
    // an operator does not act as a customer: that is support's
    expect(screen.queryByRole('button', { name: 'Act as the customer' })).toBeNull();
    // the opening is on record
    expect(state.audit[0]).toMatchObject({ kind: 'customer.view', portal: 'fjord' });
    await expectNoAxeViolations();
  });

  it('sends a password-reset link, says when the limit held it back, and sends a confirmation again', async () => {
    const { user, state } = await renderStudio('/studio/customers/00000000-0000-4000-8000-0000000000c1', {
      state: { staff: operator, resets: { 'parent@example.com': 2 } },
    });
    const reset = await screen.findByRole('button', { name: 'Send a password-reset link' });
    await user.click(reset);
    expect(await screen.findByText('A password-reset link is on its way to parent@example.com. It works for an hour.')).toBeTruthy();
    await user.click(reset);
    expect(await screen.findByText(/has had three reset e-mails within the hour, so nothing more was sent/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send confirmation again: #1a2b3c4d' }));
    expect(await screen.findByText('Sent.')).toBeTruthy();
    expect(state.audit.map((e) => e.kind).slice(0, 3)).toEqual(['order.confirmation', 'customer.password-reset', 'customer.password-reset']);
  });

  it('gives support a one-time link to act as the customer, in Norwegian too', async () => {
    const { user } = await renderStudio('/studio/customers/00000000-0000-4000-8000-0000000000c1', { state: { staff: support }, language: 'nb' });
    await user.click(await screen.findByRole('button', { name: 'Opptre som kunden' }));
    const link = await screen.findByRole('link', { name: 'Åpne butikken som Ida Hansen (ny fane)' });
    expect(link.getAttribute('href')).toMatch(/\/api\/webshop\/auth\/simulate\//);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('heading', { level: 2, name: 'Delte bildesett' })).toBeTruthy();
  });

  it("lists a portal's support recordings with pages and size", async () => {
    await renderStudio('/studio/recordings', { state: { staff: operator } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Support recordings' })).toBeTruthy();
    await waitFor(() => expect(routerLocation()).toBe('/studio/portals/fjord/recordings'));
    const table = await screen.findByRole('table', { name: 'Support recordings' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/studio/recordings/00000000-0000-4000-8000-0000000000d7');
    expect(row.textContent).toContain('1.3 MB');
    expect(row.textContent).toContain('4');
    await expectNoAxeViolations();
  });
});
