// A module's browser side of how a page starts: the one lifecycle helper (createLifecycles), which hydrates the
// server's first view and plays the taps held on it; the same for the shell's chrome (renderRoot,
// prepareTheme). A shared singleton of the federation build (@shop/federation), provided by the shell.
export { createLifecycles, renderRoot, type Lifecycles, type MountProps } from './mount';
export { prepareTheme } from './theme';
