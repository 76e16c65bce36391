/* Test helpers of the profile and share screens (only imported by *.test.tsx). */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Routes } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { CSRF_COOKIE, type User } from '@shop/contracts/core';
import { LocationProbe, renderWithShop, users, useMockServer as useSharedMockServer, type ShopRenderOptions } from '@shop/testing';
export { routerLocation } from '@shop/testing';
import { profileRoutes } from './routes';

export function useMockServer() {
  document.cookie = `${CSRF_COOKIE}=test-token; path=/`;
  return useSharedMockServer();
}


/** The profile routes as the module renders them, at `route`, with a signed-in user and the real texts. */
export async function renderProfile(route: string, options: ShopRenderOptions & { user?: User | null } = {}) {
  const result = await renderWithShop(
    <>
      <Routes>{profileRoutes}</Routes>
      <LocationProbe />
    </>,
    { user: users.signedIn, ...options, route, namespaces: ['account-profile'] },
  );
  return { ...result, user: userEvent.setup() };
}


export function isInvalid(element: HTMLElement): boolean {
  return element.getAttribute('aria-invalid') === 'true';
}

/** The error text linked to a field (aria-errormessage), or '' when it has none. */
export function errorOf(element: HTMLElement): string {
  const id = element.getAttribute('aria-errormessage');
  return isInvalid(element) && id ? (document.getElementById(id)?.textContent ?? '') : '';
}

export async function expectFieldError(field: HTMLElement, text: string): Promise<void> {
  await waitFor(() => expect(errorOf(field)).toBe(text));
}

/** A field by its label's text; the required marker '*' is ignored. */
export function fieldByLabel(label: string): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}\\*?$`)) as HTMLInputElement;
}

export function isDisabled(element: HTMLElement): boolean {
  return (element as HTMLButtonElement).disabled;
}

// axe-core is the e2e package's (the same version the Playwright journeys use); no extra dependency.
const requireFromE2e = createRequire(path.resolve(__dirname, '../../../../e2e/package.json'));
type Axe = { run: (context: Element, options: object) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[] }> }> }> };
let axe: Axe | undefined;

/**
 * Runs axe (WCAG 2.0/2.1/2.2 A and AA) on the rendered document at a phone and a desktop width.
 * jsdom has no layout: colour contrast is left to the e2e run; structure, names, labels and ARIA are checked.
 */
export async function expectNoAxeViolations(): Promise<void> {
  axe ??= requireFromE2e('axe-core') as Axe;
  for (const width of [375, 1280]) {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
    const result = await axe.run(document.documentElement, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), `axe at ${width}px`).toEqual([]);
  }
}

export function h1s(): HTMLElement[] {
  return screen.queryAllByRole('heading', { level: 1 });
}
