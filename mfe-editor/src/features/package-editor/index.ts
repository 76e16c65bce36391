// The package editor: what the rest of the module may use (an index only re-exports).
export { default as PackageEditorPage } from './components/package-editor-page';
