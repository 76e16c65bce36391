import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Picture } from '@shop/contracts/account';
import { Box, chakra, SimpleGrid } from '@shop/ui';
import { PictureImage } from './picture-image';

/** Grid columns by breakpoint: 2 on phones, then 3, 4 and 6. */
export const GRID_COLUMNS = { base: 2, sm: 3, md: 4, lg: 6 } as const;

/** Pictures in a grid; each opens the fullscreen viewer. `overlay` adds controls over a picture (favourite, checkbox). */
export function PictureGrid({
  pictures,
  onOpen,
  overlay,
  highlighted,
  label,
}: {
  pictures: Picture[];
  onOpen: (picture: Picture) => void;
  overlay?: (picture: Picture) => ReactNode;
  highlighted?: (picture: Picture) => boolean;
  label?: string;
}) {
  const { t } = useTranslation('account');
  return (
    <SimpleGrid as="ul" listStyleType="none" p="0" m="0" columns={GRID_COLUMNS} gap="3" aria-label={label}>
      {pictures.map((picture) => {
        const strong = highlighted?.(picture) ?? false;
        return (
          <Box as="li" key={picture.uuid} position="relative" data-picture={picture.uuid}>
            <chakra.button
              type="button"
              onClick={() => onOpen(picture)}
              display="block"
              w="100%"
              p="0"
              borderWidth={strong ? '4px' : '1px'}
              borderColor={strong ? 'brand.solid' : 'border'}
              borderRadius="md"
              overflow="hidden"
              cursor="zoom-in"
              _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
              aria-label={t('picture.open', { id: picture.webshopId })}
            >
              <PictureImage picture={picture} alt="" />
            </chakra.button>
            {overlay?.(picture)}
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
