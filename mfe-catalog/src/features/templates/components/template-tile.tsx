import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '@shop/contracts/templates';
import { Center, Image, Text } from '@shop/ui';
import { TileLink } from '../../../lib/route-link';
import { templateFile } from '../../../lib/paths';

/**
 * One template: its preview at 400:290, filled to 80 % of the tile, linking to the editor's create
 * route. A preview that cannot be shown leaves a calm tile with the template's name.
 */
export function TemplateTile({ template, to, showName, previewQuery }: { template: TemplateSummary; to: string; showName: boolean; previewQuery: string }) {
  const { t } = useTranslation('catalog');
  const [failed, setFailed] = useState(false);
  return (
    <TileLink to={to}>
      <Center aspectRatio={400 / 290} bg="bg.muted" borderRadius="md" overflow="hidden">
        {failed ? (
          <Center w="80%" h="80%" bg="bg" borderWidth="1px" borderColor="border" borderRadius="sm" p="2" textAlign="center">
            <Text fontSize="sm" color="fg">
              {t('list.noPreview', { name: template.name })}
            </Text>
          </Center>
        ) : (
          <Image
            src={`${templateFile(template.preview.large)}${previewQuery}`}
            alt={showName ? '' : template.name}
            maxW="80%"
            maxH="80%"
            objectFit="contain"
            loading="lazy"
            onError={() => setFailed(true)}
          />
        )}
      </Center>
      {showName ? (
        <Text mt="2" fontWeight="semibold" color="fg">
          {template.name}
        </Text>
      ) : null}
    </TileLink>
  );
}
