import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { commerceApi } from '@shop/contracts/commerce';
import { editorApi } from '@shop/contracts/editor';
import { templatesApi } from '@shop/contracts/templates';
import { handler, installMockServer } from '@shop/testing';
import { demoHandlers } from '../../testing/demo-handlers';
import { cardLine, cardTemplate, pictureUuid, productUuid, SET_UUID, templateUuid } from '../../testing/fixtures';
import { renderEditor } from '../../testing/render';

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
