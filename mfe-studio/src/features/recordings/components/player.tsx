import { Box } from '@shop/ui';
import { useEffect, useRef } from 'react';
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
 * rrweb's own player (timeline, play and pause, speed) over a recording's events: this file is loaded only by the
 * replay screen (React.lazy), so neither the player nor rrweb reaches any other page of the studio.
 */
export default function RecordingPlayer({ events, label }: { events: unknown[]; label: string }) {
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
    return () => {
      // a Svelte component: $destroy is its own (svelte's types are not installed beside rrweb-player)
      (player as unknown as { $destroy(): void }).$destroy();
      element.replaceChildren();
    };
  }, [events]);
  return <Box ref={target} role="region" aria-label={label} w="full" overflow="hidden" />;
}
