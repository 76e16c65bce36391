export { RichTextEditor } from './components/lazy-editor';
export { allowedLink } from './lib/links';
