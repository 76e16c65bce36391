// Sign-in and registration: what the rest of the module may use (an index only re-exports).
export { LoginOrRegisterFlow } from './components/login-or-register-flow';
export { PlainSignIn } from './components/plain-sign-in';
export { RegisterStep } from './components/register-step';
export { SignInForm } from './components/sign-in-form';
export { SignInView } from './components/sign-in-view';
export { LazyLoginOrRegisterFlow, LazySignInView, preloadLoginOrRegister } from './components/lazy-views';
