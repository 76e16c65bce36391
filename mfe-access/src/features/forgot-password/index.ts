// 'Forgot your password?': what the rest of the module may use (an index only re-exports).
export { ForgotPasswordButton } from './components/forgot-password-button';
