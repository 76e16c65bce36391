import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studioApi } from '@shop/contracts/studio';
import { installMockServer, server } from '@shop/testing';
import { handler, HttpResponse } from '@shop/testing/handlers';
import { expectNoAxeViolations } from '@shop/testing/axe';
import { operator } from '../testing/fixtures';
import { renderStudio } from '../testing/render';
import { fieldOf } from './errors';

installMockServer();

describe('the studio says every problem in its own words (en, nb)', () => {
  it('names the field a text is keyed by: not a place in a list, not a language', () => {
    expect(fieldOf('settings.hosts.0')).toBe('hosts');
    expect(fieldOf('contactInfo.email')).toBe('email');
    expect(fieldOf('modules.2.src')).toBe('src');
    expect(fieldOf('menu.3.title.nb')).toBe('title');
    expect(fieldOf('policies.privacyPolicy.en')).toBe('privacyPolicy');
  });

  it("in Norwegian: the contract's checks of a form, never their English", async () => {
    const { user } = await renderStudio('/studio/portals/fjord', { state: { staff: operator }, language: 'nb' });
    await screen.findByRole('heading', { level: 1, name: 'Fjord Portraits: innstillinger' });
    const general = screen.getByRole('region', { name: 'Generelt' });
    await user.clear(within(general).getByRole('textbox', { name: /^Butikknavn/ }));
    await user.clear(within(general).getByRole('textbox', { name: /^Fri frakt fra/ }));
    await user.type(within(general).getByRole('textbox', { name: /^Fri frakt fra/ }), 'mye');
    await user.clear(within(general).getByRole('textbox', { name: /^Land/ }));
    await user.type(within(general).getByRole('textbox', { name: /^Land/ }), 'Norge');
    await user.click(within(general).getByRole('button', { name: 'Lagre innstillinger' }));
    expect(await within(general).findByText('Dette må fylles ut.')).toBeTruthy();
    expect(within(general).getByText('Et beløp, for eksempel 500.')).toBeTruthy();
    expect(within(general).getByText('En landkode på to bokstaver, for eksempel NO.')).toBeTruthy();
    expect(within(general).queryByText(/required|characters|country code/i)).toBeNull();
    await expectNoAxeViolations();
  }, 60_000); // the studio's largest form, and axe over it

  it("in Norwegian: a field the server refuses, by its kind and with its values (a colour pair's contrast)", async () => {
    const { user } = await renderStudio('/studio/portals/fjord', { state: { staff: operator }, language: 'nb' });
    await screen.findByRole('heading', { level: 1, name: 'Fjord Portraits: innstillinger' });
    server.use(
      handler(studioApi.updatePortalBrand, () =>
        HttpResponse.json(
          {
            error: 'validation',
            message: 'Invalid request: body.brand.primaryContrast: Text on the brand colour has a contrast of 1.8:1; WCAG AA needs 4.5:1',
            fields: [
              {
                field: 'body.brand.primaryContrast',
                message: 'Text on the brand colour (primaryContrast on primary) has a contrast of 1.8:1; WCAG AA needs 4.5:1',
                kind: 'contrast',
                values: { ratio: 1.8, min: 4.5 },
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const brand = screen.getByRole('region', { name: 'Profil' });
    await user.click(within(brand).getByRole('button', { name: 'Lagre profil' }));
    const text = 'Teksten på knappene har en kontrast på 1.8:1 mot knappenes farge; WCAG AA krever 4.5:1.';
    expect((await within(brand).findAllByText(text)).length).toBeGreaterThan(0);
    expect(within(brand).getByRole('textbox', { name: 'Tekst på knapper' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(brand).queryByText(/WCAG AA needs/)).toBeNull();
  });

  it('a refusal by its code, with what its text needs: the host another portal has', async () => {
    const { user } = await renderStudio('/studio/portals/fjord', { state: { staff: operator }, language: 'nb' });
    const general = await screen.findByRole('region', { name: 'Generelt' });
    server.use(
      handler(studioApi.updatePortalSettings, () =>
        HttpResponse.json(
          { error: 'host_taken', message: 'The host club.localhost belongs to another portal', values: { host: 'club.localhost' } },
          { status: 409 },
        ),
      ),
    );
    await user.click(within(general).getByRole('button', { name: 'Lagre innstillinger' }));
    expect(await within(general).findByText('Vertsnavnet club.localhost tilhører en annen portal.')).toBeTruthy();
  });
});
