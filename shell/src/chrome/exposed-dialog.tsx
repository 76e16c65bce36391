import { type ComponentType, lazy, Suspense, useState } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { publish } from '@shop/event-bus';
import { i18n } from '@shop/i18n';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/** The dialogs other modules expose for any page to ask for (explicit integration points, docs/architecture.md). */
export const EXPOSED_DIALOGS = {
  /** Asked for with 'pictureset:select-requested'. */
  pictureSetSelector: { id: 'account/picture-set-selector', component: 'PictureSetSelectorDialog', failed: 'shell:pictureSetSelectorFailed' },
  /** Asked for with 'picturecode:add-requested'. */
  addPictureCode: { id: 'access/add-code-dialog', component: 'AddPictureCodeDialog', failed: 'shell:addPictureCodeFailed' },
} as const;
export type ExposedDialogName = keyof typeof EXPOSED_DIALOGS;

/** The exposed component, loaded from its remote; a failure is told to the parent and the customer. */
function loadDialog(name: ExposedDialogName, onFailed: () => void): Promise<{ default: ComponentType<DialogProps> }> {
  const { id, component, failed } = EXPOSED_DIALOGS[name];
  return loadRemote<Record<string, ComponentType<DialogProps>>>(id).then(
    (exposed) => {
      const dialog = exposed?.[component];
      if (!dialog) throw new Error(`${id} exposes no ${component}`);
      return { default: dialog };
    },
    (error: unknown) => {
      console.error(`Loading ${id} failed`, error);
      publish('toast', { status: 'error', title: i18n.t(failed) });
      onFailed();
      return { default: () => null };
    },
  );
}

/**
 * A dialog of another module, opened by the shell for any page that asks on the bus: the catalogue's
 * 'change picture set' works while the account module is not mounted. Loaded with the first request;
 * after a failure the next request loads it again.
 */
export default function ExposedDialog({ name, onFailed, ...props }: DialogProps & { name: ExposedDialogName; onFailed: () => void }) {
  const [Dialog] = useState(() => lazy(() => loadDialog(name, onFailed)));
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
