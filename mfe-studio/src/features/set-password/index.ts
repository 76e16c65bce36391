export { SetPasswordPage } from './components/set-password-page';
