/**
 * Chakra overlays and interactive widgets (zag state machines): a second shared entry, loaded only by
 * what opens a dialog, a drawer or a toast, so the first paint does not pay for them.
 */
export {
  Accordion,
  Checkbox,
  Collapsible,
  Dialog,
  Drawer,
  Switch,
  Tabs,
  Toaster,
  Toast,
  createToaster,
  Portal,
  CloseButton,
  useDisclosure,
} from '@chakra-ui/react';
export { DialogFrame, type DialogFrameProps } from './dialog-frame';
