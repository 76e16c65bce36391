// Arriving by a share invite: what the rest of the module may use (an index only re-exports).
export { InviteWelcome } from './components/invite-welcome';
export { inviteTokenFrom } from './lib/invite-token';
