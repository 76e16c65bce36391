import { createConfig, createServerConfig } from '@shop/federation';
import path from 'node:path';

const dir = path.dirname(new URL(import.meta.url).pathname);

export default [
  createConfig({ name: 'shell', dir, publicPath: '/', html: true }),
  // The first view of the shell's pages and chrome, rendered by the shop server (decisions 0035, 0065).
  createServerConfig({ name: 'shell', dir }),
];
