// Resetting a password from the e-mail's link: what the rest of the module may use (an index only re-exports).
export { ResetPasswordPage } from './components/reset-password-page';
