import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installMockServer } from '@shop/testing';
import { operator } from '../../../testing/fixtures';
import { renderStudio } from '../../../testing/render';

installMockServer();

// The portal's way to the door in its settings (issue 31): the carrier's tracking address and the lab drop,
// checked by the contract's own rules before they are sent, saved with the other settings (and audited).
describe("the portal's orders settings", () => {
  it('refuses a lab drop and a tracking address the contract refuses, in the studio’s words; saves good ones', async () => {
    const { user, state } = await renderStudio('/studio/portals/fjord', { state: { staff: operator } });
    const general = await screen.findByRole('region', { name: 'General' });
    const tracking = within(general).getByRole('textbox', { name: /^Carrier's tracking address/ });
    const drop = within(general).getByRole('textbox', { name: /^Lab drop folder/ });
    await user.type(tracking, 'https://tracking.example/');
    await user.type(drop, '../lab');
    await user.click(within(general).getByRole('button', { name: 'Save settings' }));
    expect(await within(general).findByText('An https:// address with {tracking} in it, without spaces.')).toBeTruthy();
    expect(within(general).getByText('A folder such as lab/fjord: letters, digits, - and _, parts separated by /.')).toBeTruthy();
    expect(state.portals[0]!.settings.options.labDrop).toBeUndefined();

    await user.clear(tracking);
    await user.type(tracking, 'https://tracking.example/{{tracking}');
    await user.clear(drop);
    await user.type(drop, 'lab/fjord');
    await user.click(within(general).getByRole('button', { name: 'Save settings' }));
    expect(await within(general).findByText('Saved.')).toBeTruthy();
    expect(state.portals[0]!.settings.options).toMatchObject({ trackingUrlTemplate: 'https://tracking.example/{tracking}', labDrop: 'lab/fjord' });
    // the pretend server writes the audit entry the real one writes
    await waitFor(() => expect(state.audit[0]!.kind).toBe('portal.settings'));
  }, 30_000);

  it("shows a portal without a time zone in the default one, and saves the zone picked (the dashboard's days)", async () => {
    const { user, state } = await renderStudio('/studio/portals/fjord', { state: { staff: operator } });
    const general = await screen.findByRole('region', { name: 'General' });
    const zone = within(general).getByRole('combobox', { name: 'Time zone' }) as HTMLSelectElement;
    expect(state.portals[0]!.settings.options.timeZone).toBeUndefined();
    expect(zone.value).toBe('Europe/Oslo');
    await user.selectOptions(zone, 'Europe/Stockholm');
    await user.click(within(general).getByRole('button', { name: 'Save settings' }));
    expect(await within(general).findByText('Saved.')).toBeTruthy();
    expect(state.portals[0]!.settings.options.timeZone).toBe('Europe/Stockholm');
  }, 30_000);
});
