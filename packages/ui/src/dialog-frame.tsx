import type { ReactNode } from 'react';
import { CloseButton, Dialog, type DialogRootProps, Portal, type PortalProps } from '@chakra-ui/react';

type Props<P extends (...args: never) => unknown> = Parameters<P>[0];

export interface DialogFrameProps extends Omit<DialogRootProps, 'children' | 'open' | 'onOpenChange'> {
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** A dialog is open while it is rendered (the caller mounts it to open it); `open` for one that stays mounted. */
  open?: boolean;
  /** Escape, the backdrop and the close button close it. */
  onClose?: () => void;
  /** The whole open state, for a dialog opened by its `trigger` or reopened with a fresh draft. */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it (an uncontrolled dialog unless `open` is given). */
  trigger?: ReactNode;
  /** The close button's accessible name; without it the dialog has no close button (Escape and the backdrop still close it). */
  closeLabel?: string;
  closeProps?: Omit<Props<typeof CloseButton>, 'aria-label'>;
  container?: PortalProps['container'];
  contentProps?: Props<typeof Dialog.Content>;
  headerProps?: Props<typeof Dialog.Header>;
  bodyProps?: Props<typeof Dialog.Body>;
  footerProps?: Props<typeof Dialog.Footer>;
  /** Wraps header, body and footer: a form whose submit button sits in the footer. */
  wrap?: (inner: ReactNode) => ReactNode;
}

/**
 * The one dialog frame of the shop: Chakra's dialog with its title, body, footer and close button, in the
 * overlays' portal, centred unless full-screen. Every module builds its dialogs with it, so focus, closing and
 * the alertdialog role work the same everywhere.
 */
export function DialogFrame({
  title,
  children,
  footer,
  open,
  onClose,
  onOpenChange,
  trigger,
  closeLabel,
  closeProps,
  container,
  contentProps,
  headerProps,
  bodyProps,
  footerProps,
  wrap,
  placement,
  size,
  ...root
}: DialogFrameProps) {
  const inner = (
    <>
      <Dialog.Header {...headerProps}>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      {children !== undefined && <Dialog.Body {...bodyProps}>{children}</Dialog.Body>}
      {footer !== undefined && <Dialog.Footer {...footerProps}>{footer}</Dialog.Footer>}
    </>
  );
  return (
    <Dialog.Root
      open={open ?? (trigger ? undefined : true)}
      size={size}
      placement={placement ?? (size === 'full' ? undefined : 'center')}
      onOpenChange={(details) => {
        onOpenChange?.(details.open);
        if (!details.open) onClose?.();
      }}
      {...root}
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal container={container}>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...contentProps}>
            {wrap ? wrap(inner) : inner}
            {closeLabel && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="lg" {...closeProps} aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
