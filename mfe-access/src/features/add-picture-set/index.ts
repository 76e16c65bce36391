// Adding a picture set by code: what the rest of the module may use. An index only re-exports; the build
// treats it as side-effect free, and reads which names a lazy import takes, so an importer's bundle carries
// only what it uses and the split points stay where they were (docs/architecture.md).
export { AddCodeForm } from './components/add-code-form';
export { AddPictureCodeDialog, type AddPictureCodeDialogProps } from './components/add-picture-code-dialog';
export { AddPictureSetPage } from './components/add-picture-set-page';
export { PendingSetConfirmation } from './components/pending-set-confirmation';
export { pendingSetAtom } from './api/pending-set';
