import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type MailboxEmail } from '@shop/contracts';
import { apiError, handler, renderWithShop, installMockServer } from '@shop/testing';
import { linkify } from './mailbox-page';
import { ShellPages } from './shell-pages';

const server = installMockServer();

const mail = (n: number, at: string, text: string): MailboxEmail => ({
  uuid: `7c9e6679-7425-40de-944b-e07fc1f90a${String(n).padStart(2, '0')}`,
  to: `parent${n}@example.com`,
  subject: `Mail ${n}`,
  text,
  html: null,
  created_at: at,
  sent_at: null,
  error: null,
});

describe('development mailbox', () => {
  it('lists the e-mails newest first and opens one with its links clickable', async () => {
    server.use(
      handler(api.mailbox, () => ({
        emails: [
          mail(1, '2025-01-01T10:00:00.000Z', 'Old mail'),
          mail(2, '2025-03-01T10:00:00.000Z', 'Reset your password: http://localhost:3000/reset-password?resetcode=abcdefghijklmnop.\nThanks!'),
          mail(3, '2025-02-01T10:00:00.000Z', 'Middle mail'),
        ],
      })),
    );
    await renderWithShop(<ShellPages />, { route: '/dev/mailbox' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Development mailbox' })).toBeTruthy();
    expect(screen.getByText(/Shown only on the server's own machine, and only while no SMTP server is configured; never in production/)).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      expect.stringContaining('Mail 2'),
      expect.stringContaining('Mail 3'),
      expect.stringContaining('Mail 1'),
    ]);
    expect(items[0]!.textContent).toContain('parent2@example.com');

    await userEvent.click(within(items[0]!).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Mail 2' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'http://localhost:3000/reset-password?resetcode=abcdefghijklmnop' });
    expect(link.getAttribute('href')).toBe('http://localhost:3000/reset-password?resetcode=abcdefghijklmnop');
    expect(screen.getByTestId('mailbox-text').textContent).toContain('Thanks!');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the mailbox' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
  });

  it('says when the mailbox is empty', async () => {
    server.use(handler(api.mailbox, () => ({ emails: [] })));
    await renderWithShop(<ShellPages />, { route: '/dev/mailbox' });
    expect(await screen.findByText('The mailbox is empty.')).toBeTruthy();
  });

  it("is 'Page not found' where the server has no mailbox (production)", async () => {
    server.use(handler(api.mailbox, () => apiError(404, 'Not found')));
    await renderWithShop(<ShellPages />, { route: '/dev/mailbox' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('splits links out of a text, leaving trailing punctuation', () => {
    expect(linkify('Go to https://a.example/x?y=1. Or (http://b.example)!')).toEqual([
      { text: 'Go to ' },
      { text: 'https://a.example/x?y=1', href: 'https://a.example/x?y=1' },
      { text: '. Or (' },
      { text: 'http://b.example', href: 'http://b.example' },
      { text: ')!' },
    ]);
  });
});
