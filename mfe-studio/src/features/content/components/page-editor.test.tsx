import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studioApi } from '@shop/contracts/studio';
import { installMockServer, routerLocation, server } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';
import { handler } from '@shop/testing/handlers';
import { operator } from '../../../testing/fixtures';
import { renderStudio } from '../../../testing/render';

installMockServer();

// Deleting a CMS page asks in the page (two steps, as an order's cancel), never with the browser's confirm.
describe('deleting a page', () => {
  it('asks first; "Keep the page" deletes nothing; "Yes, delete the page" deletes it with its version and goes back to the pages', async () => {
    const deleted: string[] = [];
    server.use(
      handler(studioApi.deletePage, ({ params, query }) => {
        deleted.push(`${params.pageId}@${query.get('version')}`);
        return { ok: true as const };
      }),
    );
    const { user } = await renderStudio('/studio/portals/fjord/content?tab=pages&page=about', { state: { staff: operator } });
    const editor = await screen.findByRole('region', { name: 'Page: About us' });
    await user.click(within(editor).getByRole('button', { name: 'Delete page' }));
    expect(within(editor).getByText('Delete the page About us? Customers will no longer find it.')).toBeTruthy();
    const yes = within(editor).getByRole('button', { name: 'Yes, delete the page' });
    // the answer takes the focus of the button that asked, and is described by the question
    expect(document.activeElement).toBe(yes);
    expect(yes.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(yes.getAttribute('aria-describedby')!)?.textContent).toMatch(/^Delete the page About us\?/);
    expect(within(editor).queryByRole('button', { name: 'Delete page' })).toBeNull();
    await expectNoAxeViolations();

    await user.click(within(editor).getByRole('button', { name: 'Keep the page' }));
    expect(within(editor).queryByText(/^Delete the page About us\?/)).toBeNull();
    expect(deleted).toEqual([]);

    await user.click(within(editor).getByRole('button', { name: 'Delete page' }));
    await user.click(within(editor).getByRole('button', { name: 'Yes, delete the page' }));
    await waitFor(() => expect(deleted).toEqual(['about@3']));
    await waitFor(() => expect(routerLocation()).toBe('/studio/portals/fjord/content?tab=pages'));
  }, 30_000);

  it('asks in Norwegian', async () => {
    const { user } = await renderStudio('/studio/portals/fjord/content?tab=pages&page=about', { state: { staff: operator }, language: 'nb' });
    await user.click(await screen.findByRole('button', { name: 'Slett siden' }));
    expect(screen.getByText('Slette siden About us? Kundene finner den ikke lenger.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ja, slett siden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Behold siden' })).toBeTruthy();
  });
});
