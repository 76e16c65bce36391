export { RichTextEditor } from './lazy-editor';
export { allowedLink } from './links';
