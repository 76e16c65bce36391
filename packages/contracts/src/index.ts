export * from './call';
export * from './routes';
export * from './portal';
export * from './user';
export * from './cms';
export * from './events';
export { platformApi } from './api/platform';
export { devApi, MailboxEmail } from './api/dev';
export * from './api/access';

import { platformApi } from './api/platform';
import { devApi } from './api/dev';
import { accessApi } from './api/access';
/** Every call, for the server to register and the mocks to build handlers from. */
export const api = { ...platformApi, ...accessApi, ...devApi } as const;
