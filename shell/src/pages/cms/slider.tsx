import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { preload } from 'react-dom';
import type * as v from 'valibot';
import type { SliderModule } from '@shop/contracts/core';
import { Box, Heading, HStack, IconButton, Stack, Text, AppLink } from '@shop/ui';
import { ArrowIcon, PauseIcon, PlayIcon } from '../../chrome/icons';

/** Spec: 5 s per slide when the module gives no duration; a swipe counts from 20 px; slides fade in 500 ms. */
export const DEFAULT_SLIDE_MS = 5000;
export const SWIPE_THRESHOLD_PX = 20;
export const FADE_MS = 500;

/**
 * The module's duration is read as milliseconds (the legacy slider's autoplay speed); a small value
 * (under 100) can only mean seconds and is read so. Missing or not positive: the default.
 */
export function slideDurationMs(duration: number | undefined): number {
  if (!duration || duration <= 0 || !Number.isFinite(duration)) return DEFAULT_SLIDE_MS;
  return duration < 100 ? duration * 1000 : duration;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const motionQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null);

/**
 * The visitor's motion preference. The server cannot know it: its first view (decision 0065) and the hydrating
 * browser's first render assume motion, and the browser renders again at once with the real preference.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = motionQuery();
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    () => motionQuery()?.matches ?? false,
    () => false,
  );
}

type Slides = v.InferOutput<typeof SliderModule>['slides'];

/**
 * A slideshow after the WAI-ARIA carousel pattern: previous / pause-play / next buttons, rotation stops
 * while the pointer or focus is inside, hidden slides are inert. With reduced motion it neither starts
 * by itself nor fades.
 */
export function Slider({ slides, duration, headingLevel }: { slides: Slides; duration?: number; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('shell-pages');
  const count = slides.length;
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  // null: the visitor has not chosen; it plays unless they prefer reduced motion (known only after hydration)
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? !reduced;
  const [held, setHeld] = useState(false);
  const pointerStart = useRef<{ x: number; y: number } | null>(null);
  const interval = slideDurationMs(duration);
  const rotating = playing && !held && count > 1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: index is a dependency on purpose: a slide chosen by hand gets its full time
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [rotating, index, count, interval]);

  if (!count) return null;
  // the first slide is a page's largest paint: its picture is asked for first, with the HTML (decision 0065)
  if (slides[0]!.background) preload(slides[0]!.background, { as: 'image', fetchPriority: 'high' });
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointerStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = pointerStart.current;
    pointerStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) > SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  return (
    <Box
      as="section"
      aria-roledescription={t('cms.slider.roledescription')}
      aria-label={t('cms.slider.label')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <Box
        display="grid"
        aria-live={rotating ? 'off' : 'polite'}
        style={{ touchAction: 'pan-y' }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (pointerStart.current = null)}
        borderRadius="lg"
        overflow="hidden"
        data-testid="slides"
      >
        {slides.map((slide, i) => {
          const current = i === index;
          return (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: the slides of one CMS module, in order; they never move
              key={i}
              role="group"
              aria-roledescription={t('cms.slider.slideRoledescription')}
              aria-label={t('cms.slider.slide', { index: i + 1, count })}
              aria-hidden={!current}
              inert={!current}
              data-current={current ? '' : undefined}
              gridArea="1 / 1"
              minHeight={{ base: '280px', md: '420px' }}
              display="flex"
              alignItems="flex-end"
              padding={{ base: '3', md: '6' }}
              backgroundColor="gray.800"
              backgroundSize="cover"
              backgroundPosition="center"
              style={{
                backgroundImage: slide.background ? `url(${JSON.stringify(slide.background)})` : undefined,
                opacity: current ? 1 : 0,
                transition: reduced ? 'none' : `opacity ${FADE_MS}ms ease-in-out`,
              }}
            >
              {slide.title || slide.text || slide.button ? (
                <Stack gap="3" maxWidth="xl" padding={{ base: '4', md: '5' }} borderRadius="md" bg="rgba(0, 0, 0, 0.72)" color="white">
                  {slide.title ? (
                    <Heading as={`h${headingLevel}`} size={{ base: 'lg', md: '2xl' }}>
                      {slide.title}
                    </Heading>
                  ) : null}
                  {slide.text ? <Text>{slide.text}</Text> : null}
                  {slide.button?.link && slide.button.text ? (
                    <div>
                      <AppLink to={slide.button.link} asButton size="lg">
                        {slide.button.text}
                      </AppLink>
                    </div>
                  ) : null}
                </Stack>
              ) : null}
            </Box>
          );
        })}
      </Box>
      {count > 1 ? (
        <HStack justifyContent="center" gap="2" marginTop="2">
          <IconButton aria-label={t('cms.slider.previous')} variant="outline" size="lg" onClick={() => go(-1)}>
            <ArrowIcon direction="left" />
          </IconButton>
          <IconButton aria-label={playing ? t('cms.slider.pause') : t('cms.slider.play')} variant="outline" size="lg" onClick={() => setChosen(!playing)}>
            {playing ? <PauseIcon /> : <PlayIcon />}
          </IconButton>
          <Text minWidth="12" textAlign="center" aria-hidden="true" data-testid="slide-counter">
            {index + 1} / {count}
          </Text>
          <IconButton aria-label={t('cms.slider.next')} variant="outline" size="lg" onClick={() => go(1)}>
            <ArrowIcon direction="right" />
          </IconButton>
        </HStack>
      ) : null}
    </Box>
  );
}
