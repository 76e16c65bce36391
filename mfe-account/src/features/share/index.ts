// Sharing picture sets by e-mail and accepting an invite: what the rest of the module may use (an index only re-exports).
export { AcceptInvite, type AcceptInviteProps } from './components/accept-invite';
export { ShareDialog } from './components/share-dialog';
export { SharePage } from './components/share-page';
