import { describe, expect, it } from 'vitest';
import { accountApi } from '@shop/contracts/account';
import { waitFor, within } from '@testing-library/react';
import { commerceApi } from '@shop/contracts/commerce';
import { editorApi } from '@shop/contracts/editor';
import { templatesApi } from '@shop/contracts/templates';
import { handler, installMockServer } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';
import { demoHandlers } from '../../../testing/demo-handlers';
import { cardLine, cardTemplate, pictureFixture, pictureSetFixture, pictureUuid, productUuid, SET_UUID, templateUuid } from '../../../testing/fixtures';
import { renderEditor } from '../../../testing/render';

const server = installMockServer();
const PACKAGE = '9d000000-0000-4000-8000-0000000000c8';

describe('the package-create screen', () => {
  it('designs a card item in the full-screen editor and adds the package with it', async () => {
    server.use(...demoHandlers());
    let sent: unknown = null;
    server.use(
      handler(editorApi.packageInstance, () => ({
        uuid: PACKAGE,
        name: 'Package A',
        subject: { uuid: SET_UUID, name: 'Emma Hansen', group: '5B' },
        job: { uuid: '10b00000-0000-4000-8000-000000000001', name: 'Fjordvik School 2026' },
        allowSubjectChange: false,
        packageItems: [
          {
            uuid: 'a1000000-0000-4000-8000-000000000001',
            type: 'TEMPLATE_PRODUCT',
            name: 'Card 10x15',
            product: { uuid: productUuid(1), name: 'Card 10x15' },
            catalogue: null,
            pictureType: null,
            template: null,
            templateData: null,
            version: 1,
            canChangeTemplate: true,
          },
          {
            uuid: 'a1000000-0000-4000-8000-000000000002',
            type: 'DIGITAL_SET',
            name: 'Portrait set (digital)',
            product: null,
            catalogue: null,
            pictureType: 'IP',
            template: null,
            templateData: null,
            version: 1,
            canChangeTemplate: false,
          },
        ],
      })),
      handler(templatesApi.templatesByType, () => [cardTemplate()]),
      handler(commerceApi.addLines, ({ body }) => {
        sent = body;
        return { newOrderLines: [cardLine()], summary: { itemCount: 1, totalPrice: 69900, vat: { rate: 25, amount: 13980 }, lines: [] } };
      }),
    );
    const { findByRole, getByRole, user } = await renderEditor(`/products/packages/${PACKAGE}`);
    expect(await findByRole('heading', { level: 1, name: 'Package A' })).toBeTruthy();
    await user.click(getByRole('button', { name: 'Design Card 10x15' }));
    const dialog = await findByRole('dialog', { name: 'Design Card 10x15' });
    await user.click(await within(dialog).findByRole('button', { name: 'Change/edit photos' }));
    await user.click(within(dialog).getByRole('button', { name: 'Picture 1' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Picture ID: 1001' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getByRole('list').textContent).toContain('Card 10x15 · designed'));
    await user.click(getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(window.location.pathname).toBe('/shopping-cart'));
    expect(sent).toMatchObject({
      lines: [
        {
          type: 200,
          product: { uuid: PACKAGE },
          subject: { uuid: SET_UUID },
          packageItems: [
            {
              uuid: 'a1000000-0000-4000-8000-000000000001',
              template: { uuid: templateUuid(1), name: 'Winter greeting' },
              templateData: { userResources: [{ fullId: 'front/photo', image: { uuid: pictureUuid(1) } }] },
            },
            { uuid: 'a1000000-0000-4000-8000-000000000002', template: null, templateData: null },
          ],
        },
      ],
    });
  }, 60_000);
});

describe('the package add-to-cart warning (setting webshop.package.addToCartWarning, spec 2)', () => {
  const digitalOnly = () =>
    handler(editorApi.packageInstance, () => ({
      uuid: PACKAGE,
      name: 'Package B',
      subject: { uuid: SET_UUID, name: 'Emma Hansen', group: '5B' },
      job: { uuid: '10b00000-0000-4000-8000-000000000001', name: 'Fjordvik School 2026' },
      allowSubjectChange: false,
      packageItems: [
        {
          uuid: 'a1000000-0000-4000-8000-000000000002',
          type: 'DIGITAL_SET' as const,
          name: 'Portrait set (digital)',
          product: null,
          catalogue: null,
          pictureType: 'IP' as const,
          template: null,
          templateData: null,
          version: 1,
          canChangeTemplate: false,
        },
      ],
    }));

  it('asks Dear customer first when the portal sets it, once per session; checking keeps the parent on the package', async () => {
    sessionStorage.clear();
    let adds = 0;
    server.use(...demoHandlers());
    server.use(
      digitalOnly(),
      handler(commerceApi.addLines, () => {
        adds += 1;
        return { newOrderLines: [cardLine()], summary: { itemCount: 1, totalPrice: 69900, vat: { rate: 25, amount: 13980 }, lines: [] } };
      }),
    );
    const { findByRole, getByRole, queryByRole, user, container } = await renderEditor(`/products/packages/${PACKAGE}`, {
      language: 'nb',
      portalOptions: { packageAddToCartWarning: true },
    });
    expect(await findByRole('heading', { level: 1, name: 'Package B' })).toBeTruthy();
    await user.click(getByRole('button', { name: 'Legg i handlekurven' }));
    const warning = await findByRole('alertdialog', { name: 'Kjære kunde' });
    await expectNoAxeViolations(container.ownerDocument.body);
    await user.click(within(warning).getByRole('button', { name: 'Ja, jeg vil sjekke' }));
    await waitFor(() => expect(queryByRole('alertdialog')).toBeNull());
    expect(adds).toBe(0);
    await user.click(getByRole('button', { name: 'Legg i handlekurven' }));
    await user.click(within(await findByRole('alertdialog', { name: 'Kjære kunde' })).getByRole('button', { name: 'Legg i handlekurven' }));
    await waitFor(() => expect(window.location.pathname).toBe('/shopping-cart'));
    expect(adds).toBe(1);
    expect(sessionStorage.getItem('editor.addToCartWarningShown')).toBe('1');
  }, 60_000);

  it('adds at once when the portal does not set it', async () => {
    sessionStorage.clear();
    server.use(...demoHandlers());
    server.use(
      digitalOnly(),
      handler(commerceApi.addLines, () => ({
        newOrderLines: [cardLine()],
        summary: { itemCount: 1, totalPrice: 69900, vat: { rate: 25, amount: 13980 }, lines: [] },
      })),
    );
    const { findByRole, getByRole, queryByRole, user } = await renderEditor(`/products/packages/${PACKAGE}`);
    expect(await findByRole('heading', { level: 1, name: 'Package B' })).toBeTruthy();
    await user.click(getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(window.location.pathname).toBe('/shopping-cart'));
    expect(queryByRole('alertdialog')).toBeNull();
  }, 60_000);
});

describe('Change all pictures', () => {
  const OTHER_SET = '5e7a0000-0000-4000-8000-000000000002';
  const instance = ({ allowSubjectChange = false, canChangeTemplate = true } = {}) =>
    handler(editorApi.packageInstance, () => ({
      uuid: PACKAGE,
      name: 'Package A',
      subject: { uuid: SET_UUID, name: 'Emma Hansen', group: '5B' },
      job: { uuid: '10b00000-0000-4000-8000-000000000001', name: 'Fjordvik School 2026' },
      allowSubjectChange,
      packageItems: [
        {
          uuid: 'a1000000-0000-4000-8000-000000000001',
          type: 'TEMPLATE_PRODUCT',
          name: 'Card 10x15',
          product: { uuid: productUuid(1), name: 'Card 10x15' },
          catalogue: null,
          pictureType: null,
          template: null,
          templateData: null,
          version: 1,
          canChangeTemplate,
        },
      ],
    }));
  const twoSets = () => {
    const own = pictureSetFixture();
    const other = { ...pictureSetFixture(), uuid: OTHER_SET, subject: { uuid: OTHER_SET, name: 'Noah Hansen', group: '2A' }, pictures: [pictureFixture(7)] };
    return handler(accountApi.pictureSets, () => ({ pictureSets: [own, other] }));
  };

  it('puts one picture of the package’s set into every item, loading the item’s template by uuid', async () => {
    server.use(...demoHandlers());
    const loaded: string[] = [];
    let sent: { lines: Array<{ subject: { uuid: string }; packageItems: Array<{ templateData: unknown }> }> } | null = null;
    server.use(
      instance({ canChangeTemplate: false }),
      twoSets(),
      handler(templatesApi.templatesByType, () => [cardTemplate()]),
      handler(templatesApi.templateByUuid, ({ params }) => {
        loaded.push(String(params.templateUuid));
        return cardTemplate();
      }),
      handler(commerceApi.addLines, ({ body }) => {
        sent = body as never;
        return { newOrderLines: [cardLine()], summary: { itemCount: 1, totalPrice: 69900, vat: { rate: 25, amount: 13980 }, lines: [] } };
      }),
    );
    const { findByRole, getByRole, queryByRole, user } = await renderEditor(`/products/packages/${PACKAGE}`);
    await user.click(await findByRole('button', { name: 'Change all pictures' }));
    const dialog = await findByRole('dialog', { name: 'Change all pictures' });
    // no subject change in this package: Emma's pictures only, no choice of set
    expect(within(dialog).queryByRole('group', { name: 'Picture set' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Picture ID: 1007' })).toBeNull();
    const replace = within(dialog).getByRole('button', { name: 'Replace package pictures' });
    expect(replace.hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Picture ID: 1001' }));
    await user.click(replace);
    await waitFor(() => expect(queryByRole('dialog', { name: 'Change all pictures' })).toBeNull());
    expect(loaded).toEqual([templateUuid(1)]);
    expect(getByRole('list').textContent).toContain('Card 10x15 · designed');

    // the item opens with the picture in; its template may not be changed (canChangeTemplate false)
    await user.click(getByRole('button', { name: 'Design Card 10x15' }));
    const item = await findByRole('dialog', { name: 'Design Card 10x15' });
    expect(await within(item).findByRole('button', { name: 'Front, complete' })).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Change design' })).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Save' }));

    await user.click(getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.lines[0]).toMatchObject({
      subject: { uuid: SET_UUID },
      packageItems: [
        {
          template: { uuid: templateUuid(1) },
          templateData: { userResources: [{ fullId: 'front/photo', image: { uuid: pictureUuid(1), cropRect: null, rotation: 0 } }] },
        },
      ],
    });
  }, 60_000);

  it('offers the account’s other sets when the package allows a subject change, and the package follows the chosen set', async () => {
    server.use(...demoHandlers());
    let sent: { lines: Array<{ subject: { uuid: string } }> } | null = null;
    server.use(
      instance({ allowSubjectChange: true }),
      twoSets(),
      handler(templatesApi.templatesByType, () => [cardTemplate()]),
      handler(commerceApi.addLines, ({ body }) => {
        sent = body as never;
        return { newOrderLines: [cardLine()], summary: { itemCount: 1, totalPrice: 69900, vat: { rate: 25, amount: 13980 }, lines: [] } };
      }),
    );
    const { findByRole, getByRole, getByText, user } = await renderEditor(`/products/packages/${PACKAGE}`);
    await user.click(await findByRole('button', { name: 'Change all pictures' }));
    const dialog = await findByRole('dialog', { name: 'Change all pictures' });
    await expectNoAxeViolations();
    const sets = within(dialog).getByRole('group', { name: 'Picture set' });
    expect(within(sets).getByRole('button', { name: 'Emma Hansen' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(sets).getByRole('button', { name: 'Noah Hansen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Picture ID: 1007' }));
    await user.click(within(dialog).getByRole('button', { name: 'Replace package pictures' }));
    expect(await findByRole('heading', { level: 1, name: 'Package A' })).toBeTruthy();
    await waitFor(() => expect(getByRole('list').textContent).toContain('Card 10x15 · designed'));
    expect(getByText('For Noah Hansen (Fjordvik School 2026)')).toBeTruthy();
    await user.click(getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.lines[0]).toMatchObject({ subject: { uuid: OTHER_SET } });
  }, 60_000);

  it('keeps the unsaved package in the browser and offers it back when the page opens again; Discard forgets it', async () => {
    server.use(
      ...demoHandlers(),
      instance(),
      handler(templatesApi.templatesByType, () => [cardTemplate()]),
    );
    localStorage.clear();
    const first = await renderEditor(`/products/packages/${PACKAGE}`);
    await first.user.click(await first.findByRole('button', { name: 'Design Card 10x15' }));
    const dialog = await first.findByRole('dialog', { name: 'Design Card 10x15' });
    await first.user.click(await within(dialog).findByRole('button', { name: 'Change/edit photos' }));
    await first.user.click(within(dialog).getByRole('button', { name: 'Picture 1' }));
    await first.user.click(await within(dialog).findByRole('button', { name: 'Picture ID: 1001' }));
    await first.user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await first.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(first.getByRole('list').textContent).toContain('Card 10x15 · designed'));
    first.unmount();

    // the page opens again (a reload): the design is offered back and restored
    const again = await renderEditor(`/products/packages/${PACKAGE}`);
    const offer = await again.findByRole('alertdialog', { name: 'Continue your unsaved design?' });
    await expectNoAxeViolations();
    expect(again.getByRole('list', { hidden: true }).textContent).not.toContain('designed');
    await again.user.click(within(offer).getByRole('button', { name: 'Restore my changes' }));
    await waitFor(() => expect(again.getByRole('list').textContent).toContain('Card 10x15 · designed'));
    again.unmount();

    // discarded: the next opening offers nothing
    const third = await renderEditor(`/products/packages/${PACKAGE}`);
    await third.user.click(
      within(await third.findByRole('alertdialog', { name: 'Continue your unsaved design?' })).getByRole('button', { name: 'Discard changes' }),
    );
    third.unmount();
    const fourth = await renderEditor(`/products/packages/${PACKAGE}`);
    expect(await fourth.findByRole('heading', { level: 1, name: 'Package A' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 200));
    expect(fourth.queryByRole('alertdialog')).toBeNull();
    expect(fourth.getByRole('list').textContent).not.toContain('designed');
  }, 60_000);
});
