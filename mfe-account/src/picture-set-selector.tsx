/**
 * Exposed as 'account/picture-set-selector': the 'My picture sets' selector dialog for other modules to
 * mount (inside their ShopProviders; no router needed). Usage:
 *   const { PictureSetSelectorDialog } = await loadRemote('account/picture-set-selector');
 *   <PictureSetSelectorDialog open={open} onClose={() => setOpen(false)} />
 * Choosing a set writes currentPictureSetAtom and publishes 'pictureset:selected'. The shell mounts it
 * for any page that publishes 'pictureset:select-requested' (shell/src/chrome/exposed-dialog.tsx).
 */
import './register-texts';

export { PictureSetSelectorDialog, type PictureSetSelectorDialogProps } from './features/picture-sets';
export { PictureSetSelectorDialog as default } from './features/picture-sets';
