/**
 * Exposed as 'access/add-code-dialog': the 'Add picture code' dialog for other modules to mount
 * (inside their ShopProviders; no router needed). Usage:
 *   const { AddPictureCodeDialog } = await loadRemote('access/add-code-dialog');
 *   <AddPictureCodeDialog open={open} onClose={() => setOpen(false)} />
 */
import './register-texts';

export { AddPictureCodeDialog, type AddPictureCodeDialogProps } from './features/add-picture-set';
export { AddPictureCodeDialog as default } from './features/add-picture-set';
