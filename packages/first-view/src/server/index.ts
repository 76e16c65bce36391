export { startAfterPaint } from './after-paint';
export { PAGE_START_CSP_SOURCE, PAGE_START_SCRIPT, PAGE_START_TAG } from './page-start';
