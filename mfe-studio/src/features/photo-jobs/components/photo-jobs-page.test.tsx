import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installMockServer, routerLocation } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';
import { importFixture, operator } from '../../../testing/fixtures';
import { renderStudio } from '../../../testing/render';

installMockServer();

describe('photo jobs', () => {
  it('lists the jobs with their state and counts, and each import with every problem by file and line', async () => {
    await renderStudio('/studio/jobs', { state: { staff: operator } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Photo jobs' })).toBeTruthy();
    expect(routerLocation()).toBe('/studio/portals/fjord/jobs');
    const job = await screen.findByRole('article', { name: 'Fjordvik School 2026' });
    expect(within(job).getByText('Not yet in the shop')).toBeTruthy();
    expect(within(job).getByText('Codes used').nextSibling?.textContent).toBe('5');
    expect(within(job).getByRole('link', { name: 'Download codes for letters (24)' }).getAttribute('href')).toBe(
      '/api/studio/portals/fjord/photo-jobs/6c1f9c1e-2b7a-4d3e-9f4a-1a2b3c4d5e6f/codes.csv',
    );
    const upload = screen.getByRole('article', { name: 'fjordvik-school-2026.zip' });
    const table = within(upload).getByRole('table', { name: 'Problems in fjordvik-school-2026.zip' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe("subjects.csv3favourites: 'perhaps' is not yes or no");
    expect(within(upload).queryByRole('button', { name: 'Import' })).toBeNull();
    expect(screen.getByLabelText('Zip file of the job folder')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('starts a checked import and shows its progress per stage; puts the job in the shop (audit-logged)', async () => {
    const ready = importFixture({
      state: 'ready',
      problems: [],
      outcome: {
        job: { key: 'k', name: 'Fjordvik School 2026' },
        subjects: { created: 2, updated: 0, unchanged: 0 },
        pictures: { created: 3, updated: 0, unchanged: 0 },
        kept: { subjects: 0, pictures: 0 },
        codesGenerated: 2,
      },
    });
    const { user, state } = await renderStudio('/studio/portals/fjord/jobs', { state: { staff: operator, imports: [ready] } });
    const upload = await screen.findByRole('article', { name: 'fjordvik-school-2026.zip' });
    expect(within(upload).getByText(/2 new and 0 changed subjects, 3 new and 0 changed pictures, 2 new codes/)).toBeTruthy();
    await user.click(within(upload).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(within(upload).getByText('Waiting to import')).toBeTruthy());
    expect(within(upload).getByRole('progressbar', { name: 'Pictures read' })).toBeTruthy();
    expect(within(upload).getByRole('progressbar', { name: 'Derivatives made' })).toBeTruthy();

    const job = screen.getByRole('article', { name: 'Fjordvik School 2026' });
    await user.click(within(job).getByRole('button', { name: 'Put in the shop' }));
    expect(await within(job).findByText('In the shop')).toBeTruthy();
    expect(within(job).getByRole('button', { name: 'Take out of the shop' })).toBeTruthy();
    expect(state.audit[0]).toMatchObject({ kind: 'photojob.shop', portal: 'fjord' });
  });

  it('speaks Norwegian, the problems too', async () => {
    await renderStudio('/studio/portals/fjord/jobs', { state: { staff: operator }, language: 'nb' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fotojobber' })).toBeTruthy();
    expect(await screen.findByText('Ikke i butikken ennå')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Hva er feil' })).toBeTruthy();
    // the server's problem worded by its kind, not its English message
    const table = screen.getByRole('table', { name: 'Feil i fjordvik-school-2026.zip' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('subjects.csv3favourites: «perhaps» er ikke ja eller nei');
  });
});
