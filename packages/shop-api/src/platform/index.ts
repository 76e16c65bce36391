// What other folders use of platform; nothing else of it is imported from outside (docs/decisions/0011).
// Its routes are in plugin.ts, which only server.ts imports (docs/decisions/0082).
export { currentUser, requestLanguage, visitorUser } from './user';
export { studioHtml } from './safe-html';
