import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockServer, renderWithShop } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';
import '../../../register-texts';
import { AddToCartWarning, needsAddToCartWarning } from './add-to-cart-warning';

installMockServer();

describe("'Dear customer'", () => {
  it('asks as spec 2 words it, once per session', async () => {
    window.sessionStorage.clear();
    expect(needsAddToCartWarning(false)).toBe(false);
    expect(needsAddToCartWarning(true)).toBe(true);
    const onConfirm = vi.fn();
    const onCheck = vi.fn();
    await renderWithShop(<AddToCartWarning open onConfirm={onConfirm} onCheck={onCheck} />, { namespaces: ['catalog'], router: false });
    const dialog = await screen.findByRole('alertdialog', { name: 'Dear customer' });
    expect(dialog.textContent).toContain(
      'The product will be produced exactly as shown on screen. Check image positioning and text carefully before adding to your shopping cart.',
    );
    expect(screen.getByRole('button', { name: 'Yes, I would like to check' })).toBeTruthy();
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Add to shopping cart' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(needsAddToCartWarning(true)).toBe(false);
  });
});
