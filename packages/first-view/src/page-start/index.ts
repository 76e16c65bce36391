// The page's one inline script, first in its head (host/page-start.ts inlines the built file, dist/page-start.js).
import { startAfterPaint } from './after-paint';
import { holdTaps } from './held-taps';

holdTaps(window);
startAfterPaint(window);
