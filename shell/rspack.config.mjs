import { createConfig } from '@shop/federation';
import path from 'node:path';

export default createConfig({
  name: 'shell',
  dir: path.dirname(new URL(import.meta.url).pathname),
  publicPath: '/',
  html: true,
});
