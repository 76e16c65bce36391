import { Box, Flex, Heading, Image, Text } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import type { Brand } from '@shop/contracts/studio';

/** The heading font stacks and corner radii the server paints for each choice (shop-api portals/brand.ts). */
const FONT_STACKS: Record<Brand['font'], string> = {
  system: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  humanist: "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', source-sans-pro, sans-serif",
  geometric: "Avenir, Montserrat, Corbel, 'URW Gothic', source-sans-pro, sans-serif",
  serif: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, 'Liberation Serif', Georgia, serif",
  rounded: "ui-rounded, 'Hiragino Maru Gothic ProN', Quicksand, Comfortaa, Manjari, 'Arial Rounded MT', Calibri, source-sans-pro, sans-serif",
};
const BUTTON_RADIUS: Record<Brand['corners'], string> = { square: '3px', soft: '8px', round: '999px' };
const CARD_RADIUS: Record<Brand['corners'], string> = { square: '4px', soft: '12px', round: '20px' };

/**
 * The front page in the brand being edited, before it is saved: the header with logo and name, the front page's
 * picture on its background colour, and the code entry's card with its button. Drawn from the form's values, so
 * every change shows at once.
 */
export function BrandPreview({ brand, name, logo, frontImage }: { brand: Brand; name: string; logo: string; frontImage: string }) {
  const { t } = useTranslation('studio');
  return (
    <Box as="figure" m="0" borderWidth="1px" borderRadius="md" overflow="hidden" aria-label={t('settings.brand.preview')}>
      <Flex bg={brand.headerBackground} color={brand.headerText} h="12" align="center" gap="2" px="3">
        {logo ? <Image src={logo} alt="" w="8" h="8" objectFit="contain" /> : null}
        <Text fontWeight="semibold" fontFamily={FONT_STACKS[brand.font]}>
          {name}
        </Text>
      </Flex>
      <Box
        bg={brand.backgroundColor}
        backgroundImage={frontImage ? `url("${frontImage}")` : undefined}
        backgroundSize="cover"
        backgroundPosition="center"
        minH="56"
        display="flex"
        alignItems="center"
        justifyContent="center"
        p="4"
      >
        <Box bg="surface.raised" color="fg" p="5" borderRadius={CARD_RADIUS[brand.corners]} boxShadow="md" maxW="xs" w="full">
          <Heading as="p" size="md" fontFamily={FONT_STACKS[brand.font]} mb="3">
            {t('settings.brand.previewHeading')}
          </Heading>
          <Box borderWidth="1px" borderRadius={BUTTON_RADIUS[brand.corners]} px="3" py="2" mb="3" color="fg.muted" fontSize="sm">
            ABCD2026
          </Box>
          <Box
            as="span"
            display="block"
            textAlign="center"
            bg={brand.primary}
            color={brand.primaryContrast}
            borderRadius={BUTTON_RADIUS[brand.corners]}
            px="4"
            py="2"
            fontWeight="semibold"
          >
            {t('settings.brand.previewButton')}
          </Box>
        </Box>
      </Box>
      <Text as="figcaption" fontSize="sm" color="fg.muted" p="2" bg="surface.raised">
        {t('settings.brand.preview')}
      </Text>
    </Box>
  );
}
