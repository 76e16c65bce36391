import type { Theme } from '@shop/contracts/core';

/** The theme used before the portal's settings are known. A plain value: the shared and the bundled entries both use it. */
export const fallbackTheme: Theme = { primary: '#1f4e79', primaryContrast: '#ffffff', headerBackground: '#1f4e79', headerText: '#ffffff' };
