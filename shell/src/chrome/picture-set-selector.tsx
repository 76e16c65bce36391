import { lazy, Suspense, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { publish } from '@shop/event-bus';
import { i18n } from '@shop/i18n';

interface SelectorProps {
  open: boolean;
  onClose: () => void;
}

/** The exposed component, loaded from the account remote; a failure is told to the parent and the caller. */
function loadSelector(onFailed: () => void): Promise<{ default: ComponentType<SelectorProps> }> {
  return loadRemote<{ PictureSetSelectorDialog: ComponentType<SelectorProps> }>('account/picture-set-selector').then(
    (exposed) => {
      if (!exposed) throw new Error('account/picture-set-selector exposes nothing');
      return { default: exposed.PictureSetSelectorDialog };
    },
    (error: unknown) => {
      console.error('Loading the picture-set selector failed', error);
      publish('toast', { status: 'error', title: i18n.t('shell:pictureSetSelectorFailed') });
      onFailed();
      return { default: () => null };
    },
  );
}

/**
 * The account module's picture-set selector ('account/picture-set-selector', an explicit integration
 * point), opened by the shell for any page that asks with 'pictureset:select-requested': the catalogue's
 * 'change picture set' works while the account module is not mounted. Loaded with the first request;
 * after a failure the next request loads it again.
 */
export default function PictureSetSelector({ onFailed, ...props }: SelectorProps & { onFailed: () => void }) {
  const [Selector] = useState(() => lazy(() => loadSelector(onFailed)));
  return (
    <Suspense fallback={null}>
      <Selector {...props} />
    </Suspense>
  );
}
