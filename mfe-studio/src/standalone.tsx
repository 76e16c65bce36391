// `pnpm dev` (SHOP_STANDALONE=1): the studio alone in a page, msw in the browser as its back end.
import { runStandalone } from '@shop/testing/standalone';
import lifecycles from './app';
import { demoHandlers } from './testing/demo-handlers';

void runStandalone({ name: 'studio', lifecycles, handlers: demoHandlers() });
