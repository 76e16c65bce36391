/**
 * The part of the contracts every module needs at run time: the route table, portal settings, the user,
 * events, CMS pages and the platform calls. This entry is a shared singleton (small, loaded by the shell);
 * a domain's calls (access, account, …) come from their own entries and are bundled by the modules that
 * use them, so the shell's first load does not grow with every domain. See docs/decisions/0004.
 */
export * from './call';
export * from './routes';
export * from './portal';
export * from './money';
export * from './locale';
export * from './user';
export * from './cms';
export * from './events';
export { platformApi } from './api/platform';
export * from './answer-modes';
