import { createLifecycles } from '@shop/ui/mount';
import { ShellPages } from './shell-pages';

export const lifecycles = createLifecycles(ShellPages);
