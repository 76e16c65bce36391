/** Everything: the core plus every domain's calls. The server and the tests import this; modules import
 * '@shop/contracts/core' (shared) and their domain's entry ('@shop/contracts/access', …). */
export * from './core';
export { formatAmounts } from './money-format';
export { devApi, MailboxEmail } from './api/dev';
export { docsApi, OpenApiDocument } from './api/docs';
export * from './api/access';
export * from './api/account';
export * from './api/commerce';
export * from './api/editor';
export * from './templates';
export * from './api/checkout';
export * from './api/studio';
export * from './api/studio-catalog';
export * from './text-input';
export * from './first-view';

import { platformApi } from './api/platform';
import { devApi } from './api/dev';
import { docsApi } from './api/docs';
import { accessApi } from './api/access';
import { accountApi } from './api/account';
import { commerceApi } from './api/commerce';
import { editorApi } from './api/editor';
import { checkoutApi } from './api/checkout';
import { studioApi } from './api/studio';
import { studioCatalogApi } from './api/studio-catalog';
import { templatesApi } from './templates/api';
/** Every call, for the server to register and the mocks to build handlers from. */
export const api = {
  ...platformApi,
  ...accessApi,
  ...accountApi,
  ...commerceApi,
  ...templatesApi,
  ...editorApi,
  ...checkoutApi,
  ...studioApi,
  ...studioCatalogApi,
  ...devApi,
  ...docsApi,
} as const;
