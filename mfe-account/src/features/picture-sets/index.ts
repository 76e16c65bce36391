// Picture sets, favourites, yearbook pose and the new-picture-set flow: what the rest of the module may use.
// An index only re-exports (the build treats it as side-effect free: docs/architecture.md).
export { PictureSetSelectorDialog, type PictureSetSelectorDialogProps } from './components/picture-set-selector';
export { pictureSetRoutes } from './routes';
