// The front page (code entry, sign-in, the signed-in view): what the rest of the module may use.
export { FrontPage } from './components/front-page';
