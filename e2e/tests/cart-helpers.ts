import { expect, type APIRequestContext } from '@playwright/test';
import { csrf, setOf } from './account-helpers';

// Helpers of the cart journeys: until the catalogue and the editor exist, lines go into the cart through
// the same calls those screens will make (POST /api/webshop/cart/lines, the digital toggles).

interface Product {
  uuid: string;
  name: string;
  type: number;
}

export async function productNamed(api: APIRequestContext, name: string): Promise<Product> {
  const res = await api.get('/api/webshop/products');
  expect(res.status()).toBe(200);
  const product = ((await res.json()).products as Product[]).find((p) => p.name === name);
  expect(product, `product ${name}`).toBeTruthy();
  return product!;
}

/** A card as the editor sends it: the product, a template and the first picture of the set in its slot. */
export async function addCards(api: APIRequestContext, subjectName: string, quantity: number) {
  const cards = await productNamed(api, 'Card 10x15');
  const set = await setOf(api, subjectName);
  const picture = set.pictures.find((p) => p.pictureType === 'IP')!;
  const line = {
    type: cards.type,
    product: { uuid: cards.uuid },
    quantity,
    subProductUuids: [],
    template: { uuid: '7e3a0000-0000-4000-8000-000000000001', name: 'Classic', categories: ['school'] },
    templateData: { year: 2026, userResources: [{ id: 'image1', image: { uuid: picture.uuid } }] },
  };
  const res = await api.post('/api/webshop/cart/lines', { headers: { 'x-csrf-token': await csrf(api) }, data: { lines: [line] } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).newOrderLines[0] as { uuid: string };
}

/** One picture as a digital file (the account's 'add to cart' toggle). */
export async function addDigitalFile(api: APIRequestContext, subjectName: string) {
  const set = await setOf(api, subjectName);
  const picture = set.pictures.find((p) => p.pictureType === 'IP' && !p.bought)!;
  const res = await api.post('/ajax/cart/toggle_digital_file_in_cart.php', {
    headers: { 'x-csrf-token': await csrf(api) },
    data: { file: picture.uuid, type: 'IP' },
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'OK', inCart: true });
}

interface ListedTemplate {
  uuid: string;
  name: string;
  product: { uuid: string; name: string };
  categories: string[];
  userResources: unknown[];
}

/**
 * One designed product of a real demo template (the print queue can draw it, unlike addCards' made-up one), filled
 * with the set's pictures as the editor's template list fills it.
 */
export async function addDesigned(api: APIRequestContext, list: 'cards' | 'photogifts', productName: string, subjectName: string) {
  const set = await setOf(api, subjectName);
  const all = (await (await api.get(`/api/webshop/templates/${list}`)).json()) as ListedTemplate[];
  const listed = all.find((t) => t.product.name === productName);
  expect(listed, `a template of ${productName}`).toBeTruthy();
  const forSet = (await (await api.get(`/api/webshop/templates/${list}/categories/${listed!.categories[0]}/subjects/${set.uuid}`)).json()) as ListedTemplate[];
  const template = forSet.find((t) => t.uuid === listed!.uuid && t.product.uuid === listed!.product.uuid)!;
  const line = {
    type: (await productNamed(api, productName)).type,
    product: { uuid: template.product.uuid },
    quantity: 1,
    subProductUuids: [],
    template: { uuid: template.uuid, name: template.name, categories: template.categories },
    templateData: { year: null, userResources: template.userResources },
  };
  const added = await api.post('/api/webshop/cart/lines', { headers: { 'x-csrf-token': await csrf(api) }, data: { lines: [line] } });
  expect(added.status(), await added.text()).toBe(200);
}
