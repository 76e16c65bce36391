/**
 * The editor's server side (issue 10): own uploads, a job's backgrounds, the template calls, and the print
 * render of a cart line (one drawing module with the browser: @shop/scene, decision 0050). What other folders
 * use of it (docs/decisions/0011); its routes are in plugin.ts, which only server.ts imports (docs/decisions/0082).
 */
export { ownedUploads } from './uploads';
export { printableLines, printCartOrOrderLine, printOrder } from './print-lines';
export { printFilesOf, printFolder } from './print-files';
export { PRINT_DPI, type PrintedPart, type PrintOutput } from './print';
