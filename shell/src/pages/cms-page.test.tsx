import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type CmsModule } from '@shop/contracts';
import { apiError, handler, renderWithShop, installMockServer } from '@shop/testing';
import { Slider, slideDurationMs, SWIPE_THRESHOLD_PX } from './cms/slider';
import { ShellPages } from './shell-pages';

const server = installMockServer();
afterEach(() => vi.useRealTimers());

const everyModule: CmsModule[] = [
  {
    id: 's1',
    type: 'Slider',
    slides: [
      { background: '/img/one.jpg', title: 'School photos', text: 'Order before Friday', button: { text: 'See packages', link: '/products/packages' } },
      { background: '/img/two.jpg', title: 'Calendars', text: 'Twelve months of smiles' },
    ],
  },
  { id: 't1', type: 'Title', text: 'About Demo Foto' },
  { id: 'p1', type: 'Paragraph', content: 'Plain text with <b>no</b> markup parsed', isHTML: false },
  {
    id: 'p2',
    type: 'Paragraph',
    // as the API serves it: sanitised there (shop-api safe-html.test.ts), shown as it is
    content: '<p>Some <em>rich</em> text<img src="x" alt=""></p>',
    isHTML: true,
  },
  {
    id: 'c1',
    type: 'PromoteCategory',
    category: 'calendars',
    title: 'Photo calendars',
    text: 'A year of pictures',
    image: '/img/cal.jpg',
    link: '/products/calendars',
  },
  { id: 't2', type: 'Title', text: 'Our studio' },
  { id: 'i1', type: 'Image', src: '/img/studio.jpg', alt: 'The studio', link: 'https://example.com/studio', openInNewWindow: true },
  { id: 'r1', type: 'RichText', html: '<h2>Rich heading</h2><ul><li>One</li></ul><a href="/contact-us">a link</a>' },
  { id: 'x1', type: 'Carousel3D', speed: 3 } as CmsModule,
];

async function renderPage(modules: CmsModule[], id = 'about') {
  server.use(handler(api.legacyPage, ({ params }) => (params.id === id ? { modules } : apiError(404, 'Page not found'))));
  const view = await renderWithShop(<ShellPages />, { route: `/pages/${id}` });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('CMS page', () => {
  it('renders every module type; the first Title is the one h1 and the page title', async () => {
    const { container } = await renderPage(everyModule);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s.map((h) => h.textContent)).toEqual(['About Demo Foto']);
    await waitFor(() => expect(document.title).toBe('About Demo Foto – Demo Foto'));
    expect(screen.getByRole('heading', { level: 2, name: 'Our studio' })).toBeTruthy();
    // slider
    const slider = screen.getByRole('region', { name: 'Slideshow' });
    expect(within(slider).getByRole('heading', { name: 'School photos' })).toBeTruthy();
    expect(within(slider).getByRole('link', { name: 'See packages' }).getAttribute('href')).toBe('/products/packages');
    // plain paragraph stays text
    expect(screen.getByText('Plain text with <b>no</b> markup parsed')).toBeTruthy();
    // HTML paragraph and rich text, as HTML
    expect(container.querySelector('em')?.textContent).toBe('rich');
    expect(screen.getByRole('heading', { level: 2, name: 'Rich heading' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('One');
    expect(screen.getByRole('link', { name: 'a link' }).getAttribute('href')).toBe('/contact-us');
    // category promotion
    expect(screen.getByRole('link', { name: 'Photo calendars' }).getAttribute('href')).toBe('/products/calendars');
    expect(screen.getByText('A year of pictures')).toBeTruthy();
    // image with a link to a new window
    const image = screen.getByRole('img', { name: 'The studio' });
    const imageLink = image.closest('a')!;
    expect(imageLink.getAttribute('href')).toBe('https://example.com/studio');
    expect(imageLink.getAttribute('target')).toBe('_blank');
    expect(imageLink.getAttribute('rel')).toContain('noopener');
    // screen readers hear where the link opens, not a raw key
    expect(imageLink.textContent).toContain('(opens in a new tab)');
    expect(imageLink.textContent).not.toContain('menu.newTab');
    // unknown type: an HTML comment
    expect(container.innerHTML).toContain('<!-- unknown module type: Carousel3D -->');
  });

  it('loads the page’s first picture at once and the pictures further down lazily', async () => {
    const { container } = await renderPage(everyModule);
    // the slider's first slide is the first picture: the calendar's and the studio's come when near
    expect(container.querySelector('img[src="/img/cal.jpg"]')?.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('img', { name: 'The studio' }).getAttribute('loading')).toBe('lazy');
    const pictures = everyModule.filter((m) => m.type === 'Image' || m.type === 'PromoteCategory').reverse();
    const titleFirst = await renderPage([{ id: 't', type: 'Title', text: 'Our studio' }, ...pictures], 'studio');
    // a title, then the studio's picture first: that one at once
    expect(within(titleFirst.container).getByRole('img', { name: 'The studio' }).getAttribute('loading')).toBe('eager');
    expect(titleFirst.container.querySelector('img[src="/img/cal.jpg"]')?.getAttribute('loading')).toBe('lazy');
  });

  it('gives a page without a Title module a hidden h1 (the portal name)', async () => {
    await renderPage([{ id: 'p', type: 'Paragraph', content: 'Just text', isHTML: false }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Demo Foto');
  });

  it("answers 'Page not found' for a missing page", async () => {
    server.use(handler(api.legacyPage, () => apiError(404, 'Page not found')));
    await renderWithShop(<ShellPages />, { route: '/pages/gone' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it("answers 'Page not found' for an id the contract cannot accept, without a request", async () => {
    await renderWithShop(<ShellPages />, { route: '/pages/not%20valid!' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

describe('slider', () => {
  const slides = [
    { background: '/a.jpg', title: 'First', text: 'one' },
    { background: '/b.jpg', title: 'Second', text: 'two' },
    { background: '/c.jpg', title: 'Third', text: 'three' },
  ];
  const current = () => screen.getByTestId('slides').querySelector('[data-current]')?.querySelector('h2')?.textContent;

  it('reads the duration, defaulting to 5 s', () => {
    expect(slideDurationMs(undefined)).toBe(5000);
    expect(slideDurationMs(0)).toBe(5000);
    expect(slideDurationMs(3000)).toBe(3000);
    expect(slideDurationMs(8)).toBe(8000);
  });

  it('moves on every 5 s by default and stops when paused', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderWithShop(<Slider slides={slides} headingLevel={2} />);
    expect(current()).toBe('First');
    act(() => vi.advanceTimersByTime(4990));
    expect(current()).toBe('First');
    act(() => vi.advanceTimersByTime(20));
    expect(current()).toBe('Second');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(20000));
    expect(current()).toBe('Second');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
  });

  it('hides the slides that are not shown from assistive technology and the keyboard', async () => {
    await renderWithShop(<Slider slides={slides} headingLevel={2} />);
    const groups = screen.getByTestId('slides').children;
    expect(groups[0]!.getAttribute('aria-hidden')).toBe('false');
    expect(groups[1]!.getAttribute('aria-hidden')).toBe('true');
    expect(groups[1]!.hasAttribute('inert')).toBe(true);
    expect(groups[0]!.getAttribute('aria-label')).toBe('1 of 3');
  });

  it('has previous and next buttons', async () => {
    await renderWithShop(<Slider slides={slides} headingLevel={2} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('Second');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('Third');
  });

  it('follows a swipe longer than 20 px, and ignores a shorter one', async () => {
    await renderWithShop(<Slider slides={slides} headingLevel={2} />);
    const area = screen.getByTestId('slides');
    const swipe = (dx: number) => {
      fireEvent.pointerDown(area, { clientX: 200, clientY: 100 });
      fireEvent.pointerUp(area, { clientX: 200 + dx, clientY: 104 });
    };
    swipe(-SWIPE_THRESHOLD_PX);
    expect(current()).toBe('First');
    swipe(-(SWIPE_THRESHOLD_PX + 1));
    expect(current()).toBe('Second');
    swipe(40);
    expect(current()).toBe('First');
  });

  it('does not rotate by itself when the user prefers reduced motion', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
    try {
      await renderWithShop(<Slider slides={slides} headingLevel={2} />);
      vi.useFakeTimers();
      act(() => vi.advanceTimersByTime(30000));
      expect(current()).toBe('First');
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
      const slide = screen.getByTestId('slides').children[0] as HTMLElement;
      expect(slide.style.transition).toBe('none');
    } finally {
      window.matchMedia = original;
    }
  });
});
