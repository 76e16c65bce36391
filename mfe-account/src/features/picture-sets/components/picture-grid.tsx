import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Picture } from '@shop/contracts/account';
import { Box, chakra, SimpleGrid } from '@shop/ui';
import { PictureImage } from './picture-image';

/** Grid columns by breakpoint: large thumbnails, 2 on phones, 3 on tablets, 4 on desktops. */
export const GRID_COLUMNS = { base: 2, md: 3, lg: 4 } as const;
/** The `sizes` of a grid picture, matching GRID_COLUMNS (so a phone loads the 320 or 640 derivative, not 800). */
export const GRID_SIZES = '(min-width: 62em) 25vw, (min-width: 48em) 33vw, 50vw';
/** The yearbook pose picker's grid (spec 1: 2/3/4/6 columns by width): a pose is picked from many similar thumbnails side by side. */
export const POSE_GRID_COLUMNS = { base: 2, md: 3, lg: 4, xl: 6 } as const;
export const POSE_GRID_SIZES = '(min-width: 80em) 17vw, (min-width: 62em) 25vw, (min-width: 48em) 33vw, 50vw';

const GRIDS = {
  pictures: { columns: GRID_COLUMNS, sizes: GRID_SIZES },
  poses: { columns: POSE_GRID_COLUMNS, sizes: POSE_GRID_SIZES },
} as const;

/** Pictures in a grid; each opens the fullscreen viewer. `overlay` adds controls over a picture (favourite, checkbox). */
export function PictureGrid({
  pictures,
  onOpen,
  overlay,
  highlighted,
  label,
  grid = 'pictures',
}: {
  pictures: Picture[];
  onOpen: (picture: Picture) => void;
  overlay?: (picture: Picture) => ReactNode;
  highlighted?: (picture: Picture) => boolean;
  label?: string;
  grid?: keyof typeof GRIDS;
}) {
  const { t } = useTranslation('account');
  const { columns, sizes } = GRIDS[grid];
  return (
    <SimpleGrid as="ul" listStyleType="none" p="0" m="0" columns={columns} gap={{ base: '2', md: '4' }} aria-label={label}>
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
              borderWidth="4px"
              borderColor={strong ? 'brand.solid' : 'transparent'}
              borderRadius="l3"
              overflow="hidden"
              bg="surface.raised"
              shadow="raised"
              cursor="zoom-in"
              _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
              aria-label={t('picture.open', { id: picture.webshopId })}
            >
              <PictureImage picture={picture} alt="" sizes={sizes} />
            </chakra.button>
            {overlay?.(picture)}
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
