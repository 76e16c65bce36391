import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { commerceApi, type RetouchOptions } from '@shop/contracts/commerce';
import { subscribe } from '@shop/event-bus';
import { apiError, handler, installMockServer } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';
import { cartFixture, pictureUuid, retouchLine, retouchOptionsFixture, subProductUuid } from '../../../testing/fixtures';
import { renderCheckout } from '../../../testing/render';

const server = installMockServer();
const nbsp = (s: string) => s.replace(/\s/g, ' ');

/** A pretend server: keeps the selection and prices it by the spec's rule (99 per picture + extras). */
function retouchServer(fail = false) {
  let selection: Record<string, string[]> = {};
  const saved: Record<string, string[]>[] = [];
  const options = (): RetouchOptions => {
    const base = retouchOptionsFixture();
    const extras = Object.fromEntries(base.retouchProduct!.subproducts.map((s) => [s.uuid, s.extraprice]));
    const chosen = Object.entries(selection).filter(([, l]) => l.length > 0);
    return {
      ...base,
      pictures: base.pictures.map((p) => ({ ...p, subProductUuids: selection[p.uuid] ?? [] })),
      pictureCount: chosen.length,
      totalPrice: chosen.reduce((sum, [, list]) => sum + 9900 + list.reduce((s, u) => s + extras[u]!, 0), 0),
    };
  };
  server.use(
    handler(commerceApi.retouchOptions, () => options()),
    handler(commerceApi.setRetouch, ({ body }) => {
      if (fail) return apiError(500, 'boom');
      selection = body!.items as Record<string, string[]>;
      saved.push(selection);
      return cartFixture([retouchLine()]);
    }),
  );
  return { saved };
}

describe('Retouch options', () => {
  it('shows each picture with its options; a choice is saved and the count and total follow', async () => {
    const { saved } = retouchServer();
    const { user } = await renderCheckout('/shopping-cart/retouch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Retouch options' })).toBeTruthy();
    const options = await screen.findByRole('group', { name: 'Retouch options for picture ID: 101' });
    expect(screen.getByRole('img', { name: 'Picture ID: 101' }).getAttribute('src')).toMatch(/\/320$/);
    expect(
      nbsp(
        within(options)
          .getByRole('checkbox', { name: /Remove glasses reflections/ })
          .closest('label')!.textContent!,
      ),
    ).toContain('+NOK 49.00');
    expect(screen.getByTestId('retouch-count').textContent).toBe('0 pictures');

    await user.click(within(options).getByRole('checkbox', { name: /Remove glasses reflections/ }));
    await waitFor(() => expect(nbsp(screen.getByTestId('retouch-total').textContent!)).toBe('Total: NOK 148.00'));
    expect(saved.at(-1)).toEqual({ [pictureUuid(1)]: [subProductUuid(2)], [pictureUuid(2)]: [] });
    expect(screen.getByTestId('retouch-count').textContent).toBe('1 picture');
    expect(within(options).getByRole('checkbox', { name: /Remove glasses reflections/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/shopping-cart');
    await expectNoAxeViolations();
  });

  it("opens 'Retouch service' with the picture's tasks, or 'No retouch options set'", async () => {
    retouchServer();
    const { user } = await renderCheckout('/shopping-cart/retouch');
    await user.click(await screen.findByRole('button', { name: 'Retouch service for picture ID: 101' }));
    let dialog = await screen.findByRole('dialog', { name: 'Retouch service' });
    expect(within(dialog).getByText('Remove the plaster on the chin')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Retouch service for picture ID: 102' }));
    dialog = await screen.findByRole('dialog', { name: 'Retouch service' });
    expect(within(dialog).getByText('No retouch options set')).toBeTruthy();
  });

  it("says 'Retouch not available' when the portal has no retouch product", async () => {
    server.use(handler(commerceApi.retouchOptions, () => retouchOptionsFixture({ retouchProduct: null, pictures: [] })));
    await renderCheckout('/shopping-cart/retouch');
    expect(await screen.findByText('Retouch not available')).toBeTruthy();
  });

  it('a failed save is reported as a toast and the choice stays on the screen', async () => {
    retouchServer(true);
    const toasts: string[] = [];
    const stop = subscribe('toast', (t) => toasts.push(t.title));
    const { user } = await renderCheckout('/shopping-cart/retouch');
    const box = within(await screen.findByRole('group', { name: 'Retouch options for picture ID: 102' })).getByRole('checkbox', { name: /Skin retouch/ });
    await user.click(box);
    await waitFor(() => expect(toasts).toEqual(['The retouch options could not be saved. Please try again.']));
    expect(box).toHaveProperty('checked', true);
    stop();
  });

  it('has the texts in Norwegian', async () => {
    retouchServer();
    await renderCheckout('/shopping-cart/retouch', { language: 'nb' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Retusjeringsvalg' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Retusjeringsvalg for bilde-ID: 101' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Neste' })).toBeTruthy();
  });
});
