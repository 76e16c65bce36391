// The picture-code form and its check: what the rest of the module may use (an index only re-exports).
export { readVerifyCodeAnswer, type VerifyCodeResult } from './api/verify-code';
export { CodeForm } from './components/code-form';
