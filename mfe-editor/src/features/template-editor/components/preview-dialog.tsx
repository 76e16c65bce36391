/** Preview (spec 2 section 2): full screen, previous/next part arrows and Close, and the grid of all pages (2/3/4 columns). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Scene } from '@shop/contracts/templates';
import { Button, HStack, IconButton, SimpleGrid, Stack, Text } from '@shop/ui';
import { DialogFrame } from '@shop/ui/overlays';
import type { Design } from '../hooks/editor-state';
import { SceneCanvas } from './scene-canvas';

export function PreviewDialog({
  scene,
  template,
  design,
  uploads,
  name,
  onClose,
}: {
  scene: Scene;
  template: { uuid: string; version: number };
  design: Design;
  uploads: ReadonlySet<string>;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('editor');
  const [index, setIndex] = useState(0);
  const part = scene.parts[index]!;
  const partName = (refId: string, i: number) => {
    const p = scene.parts.find((x) => x.refId === refId)!;
    return p.name.startsWith('part.') ? t(p.name, { defaultValue: `${i + 1}` }) : p.name;
  };
  return (
    <DialogFrame
      size="full"
      onClose={onClose}
      title={t('preview.title', { name })}
      footer={
        <Button minH="11" onClick={onClose}>
          {t('actions.close')}
        </Button>
      }
    >
      <Stack gap="4">
        <HStack justify="center" gap="3">
          <IconButton variant="outline" minW="11" h="11" aria-label={t('preview.previous')} disabled={index === 0} onClick={() => setIndex(index - 1)}>
            <span aria-hidden>‹</span>
          </IconButton>
          <Text>{t('preview.part', { name: partName(part.refId, index), number: index + 1, count: scene.parts.length })}</Text>
          <IconButton
            variant="outline"
            minW="11"
            h="11"
            aria-label={t('preview.next')}
            disabled={index === scene.parts.length - 1}
            onClick={() => setIndex(index + 1)}
          >
            <span aria-hidden>›</span>
          </IconButton>
        </HStack>
        <SceneCanvas
          scene={scene}
          template={template}
          partRefId={part.refId}
          resources={design.resources}
          year={design.year}
          activeSlot={null}
          uploads={uploads}
          label={t('preview.canvas', { name: partName(part.refId, index) })}
        />
        {scene.parts.length > 1 && (
          <Stack gap="2">
            <Text as="h2" fontWeight="semibold">
              {t('preview.allPages')}
            </Text>
            <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="3">
              {scene.parts.map((p, i) => (
                <Button key={p.refId} variant="ghost" h="auto" p="1" onClick={() => setIndex(i)} aria-label={t('preview.show', { name: partName(p.refId, i) })}>
                  <SceneCanvas
                    scene={scene}
                    template={template}
                    partRefId={p.refId}
                    resources={design.resources}
                    year={design.year}
                    activeSlot={null}
                    uploads={uploads}
                    width={140}
                    label={partName(p.refId, i)}
                  />
                </Button>
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </DialogFrame>
  );
}
