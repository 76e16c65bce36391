import { lazy } from 'react';

/** The rich-text editor (TipTap), loaded with the first rich text shown. */
export const RichTextEditor = lazy(() => import(/* webpackChunkName: "studio-rich-text" */ './rich-text-editor'));
