import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/* Queries of the forms every module's tests use: a field's texts, its error, its state. */

/**
 * The texts linked to a field: its hint (aria-describedby) and its error (aria-errormessage, which
 * Chakra's Field sets while the field is invalid).
 */
export function descriptionOf(element: HTMLElement): string {
  return [element.getAttribute('aria-describedby'), isInvalid(element) ? element.getAttribute('aria-errormessage') : null]
    .join(' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

export function isInvalid(element: HTMLElement): boolean {
  return element.getAttribute('aria-invalid') === 'true';
}

export function isDisabled(element: HTMLElement): boolean {
  return (element as HTMLButtonElement | HTMLInputElement).disabled;
}

export function h1s(): HTMLElement[] {
  return screen.queryAllByRole('heading', { level: 1 });
}

/** A field by its label's text; the required marker (an aria-hidden '*') is ignored. */
export function fieldByLabel(label: string): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}\\*?$`)) as HTMLInputElement;
}

/** The error text linked to a field (aria-errormessage), or '' when it has none. */
export function errorOf(element: HTMLElement): string {
  const id = element.getAttribute('aria-errormessage');
  return isInvalid(element) && id ? (document.getElementById(id)?.textContent ?? '') : '';
}

/** Waits until the field shows exactly this error text, linked to it. */
export async function expectFieldError(field: HTMLElement | (() => HTMLElement), text: string): Promise<void> {
  await waitFor(() => expect(errorOf(typeof field === 'function' ? field() : field)).toBe(text));
}
