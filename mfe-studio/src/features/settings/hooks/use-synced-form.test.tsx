import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useLayoutEffect } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { PortalDetail } from '@shop/contracts/studio';
import { portalDetail } from '../../../testing/fixtures';
import { sameValues, useSyncedForm } from './use-synced-form';

interface Values {
  name: string;
}
const toForm = (portal: PortalDetail): Values => ({ name: portal.settings.name });
const version = (n: number, name: string) => {
  const p = portalDetail();
  return { ...p, version: n, settings: { ...p.settings, name } };
};

/**
 * A section's form on the portal. `typeBeforeEffect` is a keystroke that lands after the render, before the
 * hook's effect; `typeAfterEffect` one that lands after the effect, before the next render.
 */
function Section({ portal, typeBeforeEffect, typeAfterEffect }: { portal: PortalDetail; typeBeforeEffect?: string; typeAfterEffect?: string }) {
  const form = useForm<Values>({ defaultValues: toForm(portal) });
  useLayoutEffect(() => {
    if (typeBeforeEffect) form.setValue('name', typeBeforeEffect, { shouldDirty: true });
  }, [typeBeforeEffect, form]);
  useSyncedForm(form, portal, toForm);
  useEffect(() => {
    if (typeAfterEffect) fireEvent.input(screen.getByRole('textbox', { name: 'Shop name' }), { target: { value: typeAfterEffect } });
  }, [typeAfterEffect]);
  return <input aria-label="Shop name" {...form.register('name')} />;
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Shop name' });

describe('a settings section kept on the portal’s newest version', () => {
  it('an untouched form takes the new version', async () => {
    const { rerender } = render(<Section portal={version(1, 'Fjord')} />);
    await act(async () => rerender(<Section portal={version(2, 'Fjord Portraits')} />));
    expect(field().value).toBe('Fjord Portraits');
  });

  it('a form with edits keeps them when another section’s save brings a new version', async () => {
    const { rerender } = render(<Section portal={version(1, 'Fjord')} />);
    await userEvent.clear(field());
    await userEvent.type(field(), 'Fjord Studio');
    await act(async () => rerender(<Section portal={version(2, 'Fjord')} />));
    expect(field().value).toBe('Fjord Studio');
  });

  it('a keystroke between the new version’s render and its effect is kept (the studio journey on a busy machine)', async () => {
    const { rerender } = render(<Section portal={version(1, 'Fjord')} />);
    await act(async () => rerender(<Section portal={version(2, 'Fjord')} typeBeforeEffect="Fjord Studio" />));
    expect(field().value).toBe('Fjord Studio');
  });

  it('a keystroke just after an untouched form took the new version is kept (the fields stay registered)', async () => {
    const { rerender } = render(<Section portal={version(1, 'Fjord')} />);
    await act(async () => rerender(<Section portal={version(2, 'Fjord Portraits')} typeAfterEffect="Fjord Portraits AS" />));
    expect(field().value).toBe('Fjord Portraits AS');
  });

  it('compares plain values field by field', () => {
    expect(sameValues({ a: [1, { b: 'x' }], c: undefined }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameValues({ a: [1, 2] }, { a: [1, 3] })).toBe(false);
    expect(sameValues({ a: [] }, { a: {} })).toBe(false);
  });
});
