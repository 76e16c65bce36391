import { Box } from '@shop/ui';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Player from 'rrweb-player';
import playerCss from 'rrweb-player/dist/style.css?raw';

type Events = ConstructorParameters<typeof Player>[0]['props']['events'];

/** rrweb-player's stylesheet, once per document (the CSP allows inline styles: emotion needs them too). */
function ensureStyles(): void {
  if (document.getElementById('rrweb-player-css')) return;
  const style = document.createElement('style');
  style.id = 'rrweb-player-css';
  style.textContent = playerCss;
  document.head.append(style);
}

/**
 * rrweb-player's controls are icons and an English label: the buttons, the replay's frame and the switch get names
 * in the studio's language here, once the player has drawn them (axe: button-name, frame-title, label).
 */
function nameControls(root: HTMLElement, t: TFunction): void {
  const buttons = root.querySelectorAll<HTMLButtonElement>('.rr-controller__btns > button');
  buttons[0]?.setAttribute('aria-label', t('recordings.player.playPause'));
  const last = buttons[buttons.length - 1];
  if (last && !last.textContent?.trim()) last.setAttribute('aria-label', t('recordings.player.fullscreen'));
  root.querySelector('iframe')?.setAttribute('title', t('recordings.player.frame'));
  const skip = root.querySelector<HTMLInputElement>('.switch input[type="checkbox"]');
  skip?.setAttribute('aria-label', t('recordings.player.skipInactive'));
  const skipText = root.querySelector('.switch .label');
  // only when it differs: the observer below would see its own change again
  if (skipText && skipText.textContent !== t('recordings.player.skipInactive')) skipText.textContent = t('recordings.player.skipInactive');
}

/**
 * rrweb's own player (timeline, play and pause, speed) over a recording's events: this file is loaded only by the
 * replay screen (React.lazy), so neither the player nor rrweb reaches any other page of the studio.
 */
export default function RecordingPlayer({ events, label }: { events: unknown[]; label: string }) {
  const { t } = useTranslation('studio');
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    ensureStyles();
    const width = Math.max(320, Math.min(element.clientWidth || 960, 1100));
    const player = new Player({
      target: element,
      props: { events: events as Events, width, height: Math.round((width * 9) / 16), autoPlay: false, skipInactive: true },
    });
    nameControls(element, t);
    // the controller and the frame may be drawn after the constructor (Svelte's updates): named when they appear
    const observer = new MutationObserver(() => nameControls(element, t));
    observer.observe(element, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      // a Svelte component: $destroy is its own (svelte's types are not installed beside rrweb-player)
      (player as unknown as { $destroy(): void }).$destroy();
      element.replaceChildren();
    };
  }, [events, t]);
  return <Box ref={target} role="region" aria-label={label} w="full" overflow="hidden" />;
}
