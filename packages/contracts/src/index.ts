export * from './call';
export * from './routes';
export * from './portal';
export * from './user';
export * from './cms';
export * from './events';
export { platformApi } from './api/platform';

import { platformApi } from './api/platform';
/** Every call, for the server to register and the mocks to build handlers from. */
export const api = { ...platformApi } as const;
