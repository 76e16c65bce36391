// The template editor: what the rest of the module may use (the package editor edits its items with it).
// An index only re-exports (the build treats it as side-effect free and
// reads which names a lazy import takes, so konva stays in the pages' chunks: docs/architecture.md).
export { fillPending, pictureUrl, saveToCart, useFilledDesign, usePictureSet, useProduct, useTemplate } from './api/editor-api';
export { ConfirmDialog } from './components/confirm-dialog';
export { EditorScreen } from './components/editor-screen';
export { UnsavedDialog } from './components/unsaved-dialog';
export { allowed, type InboxPicture } from './components/image-view';
export type { Design } from './hooks/editor-state';
export { useUnsavedChanges } from './hooks/use-unsaved-changes';
export { afterAddPath } from './lib/after-add';
export { clearDraft, type Draft, draftKey, type PackageDraftValue, readPackageDraft, writeDraft } from './lib/draft';
export { default as TemplateEditorPage } from './components/template-editor-page';
