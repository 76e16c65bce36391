import { describe, expect, it } from 'vitest';
import { inviteTokenFrom } from './invite-token';

const TOKEN = 'Ab_-'.repeat(11);
const search = (referrer: string) => `?referrer=${encodeURIComponent(referrer)}`;

describe('inviteTokenFrom', () => {
  it('reads the token of a referrer to My picture sets with ?invite=', () => {
    expect(inviteTokenFrom(search(`/my-account/picture-sets?invite=${TOKEN}`), 'http://shop.test')).toBe(TOKEN);
  });

  it('ignores other pages, malformed tokens and referrers off the site', () => {
    expect(inviteTokenFrom(search(`/my-account/orders?invite=${TOKEN}`), 'http://shop.test')).toBeNull();
    expect(inviteTokenFrom(search('/my-account/picture-sets?invite=short'), 'http://shop.test')).toBeNull();
    expect(inviteTokenFrom(search(`//evil.test/my-account/picture-sets?invite=${TOKEN}`), 'http://shop.test')).toBeNull();
    expect(inviteTokenFrom('', 'http://shop.test')).toBeNull();
  });
});
