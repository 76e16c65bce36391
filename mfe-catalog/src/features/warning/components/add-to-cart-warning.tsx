import { useTranslation } from 'react-i18next';
import { Button, Text } from '@shop/ui';
import { DialogFrame } from '@shop/ui/overlays';

/** Once per session (spec 2 section 9: a session flag). */
const SESSION_FLAG = 'shop.addToCartWarningShown';

export function addToCartWarningShown(): boolean {
  try {
    return window.sessionStorage.getItem(SESSION_FLAG) === '1';
  } catch {
    return false;
  }
}

function remember(): void {
  try {
    window.sessionStorage.setItem(SESSION_FLAG, '1');
  } catch {
    // private mode: the warning may show again, which is harmless
  }
}

export interface AddToCartWarningProps {
  open: boolean;
  /** 'Add to shopping cart': go on to the buy view. */
  onConfirm: () => void;
  /** 'Yes, I would like to check' (or closed): stay in the editor. */
  onCheck: () => void;
}

/**
 * The 'Dear customer' confirmation before adding to the cart (spec 2: confirm dialog), shown when the
 * portal or template enables it and only once per session: `needsAddToCartWarning(enabled)` says whether
 * to open it. Either answer marks it shown.
 */
export function AddToCartWarning({ open, onConfirm, onCheck }: AddToCartWarningProps) {
  const { t } = useTranslation('catalog');
  return (
    <DialogFrame
      open={open}
      role="alertdialog"
      onClose={() => {
        remember();
        onCheck();
      }}
      title={t('warning.title')}
      footerProps={{ flexWrap: 'wrap' }}
      closeLabel={t('common.close')}
      closeProps={{ size: 'sm' }}
      footer={
        <>
          <Button
            variant="outline"
            minH="44px"
            onClick={() => {
              remember();
              onCheck();
            }}
          >
            {t('warning.check')}
          </Button>
          <Button
            colorPalette="brand"
            minH="44px"
            onClick={() => {
              remember();
              onConfirm();
            }}
          >
            {t('warning.add')}
          </Button>
        </>
      }
    >
      <Text>{t('warning.text')}</Text>
    </DialogFrame>
  );
}

/** Whether to show the warning now: enabled (template or portal) and not yet shown this session. */
export const needsAddToCartWarning = (enabled: boolean) => enabled && !addToCartWarningShown();
