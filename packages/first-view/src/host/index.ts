// The shop server's side of a page's start: the page-start script it inlines, and the renderer that runs each
// module's server entry in a worker of its own (the server's web/ routes use these; nothing else does).
export { startAfterPaint } from './after-paint';
export { PAGE_START_CSP_SOURCE, PAGE_START_SCRIPT, PAGE_START_TAG } from './page-start';
export { FirstViewRenderer, serverEntryFile, type FirstViewRead } from './renderer';
