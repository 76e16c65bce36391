import { describe, expect, it } from 'vitest';
import { DESKTOP_UI_FEATURES, mergedFlags } from './chromium.mjs';

describe('the measuring browser’s flags (decision 0070)', () => {
  it('passes one --disable-features with the launcher’s features and the desktop UI’s, after the launcher’s other flags', () => {
    const flags = mergedFlags(['--disable-features=Translate,RenderDocument', '--mute-audio'], ['--headless=new'], DESKTOP_UI_FEATURES);
    expect(flags).toEqual([
      '--mute-audio',
      '--disable-features=Translate,RenderDocument,PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      '--headless=new',
    ]);
  });
});
