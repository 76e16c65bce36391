// My account's profile pages: what the rest of the module may use (an index only re-exports).
export { AccountPage } from './components/account-page';
export { profileRoutes } from './routes';
