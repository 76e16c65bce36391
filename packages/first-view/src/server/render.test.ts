import type { User } from '@shop/contracts/core';
import { createElement, Fragment, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@shop/i18n';
import type { FirstViewRequest } from '@shop/contracts/first-view';
import { createServerRenderer, splitResourceHints } from './render';

// The server renderer's own rules (decision 0066): a module renders a signed-in customer's page only when it says
// its pages may be rendered as the customer, and React's resource hints go to <head>, not into the hydrated markup.

const Router = ({ children }: { location: string; children: ReactNode }) => createElement(Fragment, null, children);
const Page = () =>
  createElement('main', null, createElement('h1', null, 'Hello'), createElement('img', { src: '/a/320', alt: 'first', fetchPriority: 'high' }));

const user = (anonymous: boolean): User => ({
  uuid: anonymous ? '' : '1da00000-0000-4000-8000-000000000001',
  name: anonymous ? '' : 'Ida Hansen',
  emailAddress: '',
  lang: 'en',
  mobilePhone: '',
  acceptMail: null,
  isAnonymousUser: anonymous,
  isSimulated: false,
  address: { address: '', address2: '', postalCode: '', city: '', state: '' },
});
const request = (anonymous: boolean) => ({ url: '/', lang: 'en', shop: null, page: null, user: user(anonymous) }) as unknown as FirstViewRequest;

describe('createServerRenderer', () => {
  it('renders a visitor’s page; a signed-in customer’s only for a module that renders as the customer', async () => {
    const visitorsOnly = createServerRenderer(Page, { Router, namespaces: [] });
    expect((await visitorsOnly(request(true)))?.html).toContain('<h1>Hello</h1>');
    expect(await visitorsOnly(request(false))).toBeNull();
    const asCustomer = createServerRenderer(Page, { Router, namespaces: [], signedIn: true });
    expect((await asCustomer(request(false)))?.html).toContain('<h1>Hello</h1>');
  });

  it('puts the preload of an eager picture into <head>, not into the markup the browser hydrates', async () => {
    const view = (await createServerRenderer(Page, { Router, namespaces: [] })(request(true)))!;
    expect(view.head.startsWith('<link rel="preload" as="image" href="/a/320" fetchPriority="high"/>')).toBe(true);
    expect(view.html).not.toContain('<link');
    expect(view.html).toContain('<img src="/a/320" alt="first" fetchPriority="high"/>');
  });
});

const Prices = () => createElement('p', null, `${formatMoney(24900, 'NOK', 'nb')} / ${formatMoney(5000, 'NOK', 'nb')}`);
const Other = () => createElement('p', null, formatMoney(100, 'SEK', 'en'));

describe('the amounts of a first view (decision 0075)', () => {
  it('are returned as the markup shows them, keyed as the browser looks them up; each render its own', async () => {
    const render = createServerRenderer(Prices, { Router, namespaces: [] });
    const view = (await render({ ...request(true), lang: 'nb' }))!;
    const [first, second] = [view.money['nb-NO|NOK|24900'], view.money['nb-NO|NOK|5000']];
    expect(Object.keys(view.money)).toHaveLength(2);
    expect(view.html).toContain(`<p>${first} / ${second}</p>`);
    expect(first!.replace(/\s/g, ' ')).toBe('249,00 kr');
    const next = (await createServerRenderer(Other, { Router, namespaces: [] })(request(true)))!;
    expect(Object.keys(next.money)).toEqual(['en-GB|SEK|100']);
    expect(next.money['en-GB|SEK|100']!.replace(/\s/g, ' ')).toBe('SEK 1.00');
  });
});

describe('splitResourceHints', () => {
  it('takes the <link> tags React puts before the markup, and nothing of the markup', () => {
    expect(splitResourceHints('<link rel="preload" as="image" href="/a"/><link rel="preload" as="image" href="/b"/><div><link rel="x"/></div>')).toEqual({
      hints: '<link rel="preload" as="image" href="/a"/><link rel="preload" as="image" href="/b"/>',
      markup: '<div><link rel="x"/></div>',
    });
    expect(splitResourceHints('<div>no hints</div>')).toEqual({ hints: '', markup: '<div>no hints</div>' });
  });
});
