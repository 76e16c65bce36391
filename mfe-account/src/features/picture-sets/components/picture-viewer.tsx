import { type ReactNode, useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Picture } from '@shop/contracts/account';
import { Box, Flex, HStack, IconButton, Image, Text } from '@shop/ui';
import { DialogFrame } from '@shop/ui/overlays';
import { DownloadPanel } from './download-panel';

const SWIPE_THRESHOLD = 40;

export interface PictureViewerProps {
  pictures: Picture[];
  /** The viewed picture (by uuid, so the viewer follows it when the list changes); null = closed. */
  openUuid: string | null;
  onOpenChange: (uuid: string | null) => void;
  /** Extra actions for the viewed picture (the yearbook pose button). */
  actions?: (picture: Picture) => ReactNode;
  /** Offer downloads of bought pictures. */
  downloads?: boolean;
}

/**
 * Fullscreen picture viewer: the 800 derivative, 'ID: {webshopId}', previous/next by buttons, arrow keys
 * and swipe, the next picture preloaded. It shows the current state of the list: a changed picture is
 * shown updated, and the viewer closes when the viewed picture is no longer in the list.
 */
export function PictureViewer({ pictures, openUuid, onOpenChange, actions, downloads = false }: PictureViewerProps) {
  const { t } = useTranslation('account');
  const index = openUuid ? pictures.findIndex((p) => p.uuid === openUuid) : -1;
  const picture = index >= 0 ? pictures[index] : undefined;
  // A green-screen picture is shown on the background chosen for its download (per picture; the server's default first).
  const [background, setBackground] = useState<{ picture: string; uuid: string } | null>(null);
  const shownBackground = background && background.picture === picture?.uuid ? background.uuid : null;
  const touchX = useRef<number | null>(null);

  useEffect(() => {
    if (openUuid && index < 0) onOpenChange(null);
  }, [openUuid, index, onOpenChange]);

  const count = pictures.length;
  const next = count > 1 && index >= 0 ? pictures[(index + 1) % count] : undefined;
  useEffect(() => {
    if (next) preload(next.images.w800, { as: 'image', fetchPriority: 'low' });
  }, [next]);

  if (!picture) return null;

  const go = (step: number) => onOpenChange(pictures[(index + step + count) % count]!.uuid);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  return (
    <DialogFrame
      size="full"
      onClose={() => onOpenChange(null)}
      title={t('viewer.title', { n: index + 1, count })}
      contentProps={{ bg: 'stage.bg', color: 'stage.fg', onKeyDown: onKeyDown }}
      bodyProps={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4' }}
      closeLabel={t('common.close')}
      closeProps={{ size: 'lg', color: 'stage.fg' }}
    >
      <Flex
        align="center"
        justify="center"
        w="100%"
        flex="1"
        minH="0"
        gap="2"
        onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
        onTouchEnd={(e) => {
          const start = touchX.current;
          const end = e.changedTouches[0]?.clientX;
          touchX.current = null;
          if (start == null || end == null || count < 2) return;
          if (end - start <= -SWIPE_THRESHOLD) go(1);
          else if (end - start >= SWIPE_THRESHOLD) go(-1);
        }}
      >
        {count > 1 && (
          <IconButton aria-label={t('viewer.previous')} variant="subtle" size="lg" onClick={() => go(-1)}>
            <span aria-hidden>‹</span>
          </IconButton>
        )}
        <Box flex="1" display="flex" justifyContent="center" minW="0">
          <Image
            key={picture.uuid}
            src={shownBackground ? `${picture.images.w800}?background=${encodeURIComponent(shownBackground)}` : picture.images.w800}
            htmlWidth={800}
            htmlHeight={picture.width > 0 ? Math.round((picture.height / picture.width) * 800) : 800}
            alt={t('picture.alt', { id: picture.webshopId })}
            maxW="100%"
            maxH="70vh"
            w="auto"
            h="auto"
            objectFit="contain"
          />
        </Box>
        {count > 1 && (
          <IconButton aria-label={t('viewer.next')} variant="subtle" size="lg" onClick={() => go(1)}>
            <span aria-hidden>›</span>
          </IconButton>
        )}
      </Flex>
      <HStack gap="4" wrap="wrap" justify="center">
        <Text fontWeight="semibold">{t('picture.id', { id: picture.webshopId })}</Text>
        {actions?.(picture)}
      </HStack>
      {downloads && picture.bought && (
        <DownloadPanel key={picture.uuid} picture={picture} onBackground={(uuid) => setBackground(uuid ? { picture: picture.uuid, uuid } : null)} />
      )}
    </DialogFrame>
  );
}
