// Before any test: the seeded demo shop that every test server copies (see shop-server.mjs).
import { prepareTemplate } from './shop-server.mjs';

export default async function globalSetup() {
  await prepareTemplate();
}
