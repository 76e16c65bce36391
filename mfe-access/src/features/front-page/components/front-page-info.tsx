import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { pageSettingsAtom, shopSettingsAtom } from '@shop/session';
import { Box, chakra, Heading, Image, Link, Stack, Text } from '@shop/ui';

const STEPS = [1, 2, 3] as const;

/**
 * Below the code entry: the portal's front-page photograph (its front image, also the hero's veiled backdrop;
 * decision 0104), how the shop works (code → choose → order) and whom to ask.
 */
export function FrontPageInfo() {
  const { t } = useTranslation('access');
  const shop = useAtomValue(shopSettingsAtom);
  const contact = shop?.contactInfo;
  const photo = useAtomValue(pageSettingsAtom)?.background.image;
  return (
    <Stack gap="8">
      {photo ? (
        <Image
          src={photo}
          alt=""
          width={1200}
          height={800}
          w="100%"
          h="auto"
          aspectRatio={3 / 2}
          objectFit="cover"
          borderRadius="l3"
          boxShadow="lg"
          data-testid="front-photo"
        />
      ) : null}
      <Box as="section" aria-labelledby="front-how-it-works">
        <Heading as="h2" id="front-how-it-works" size="lg" mb="4">
          {t('front.howItWorks')}
        </Heading>
        <chakra.ol listStyleType="none" p="0" m="0" display="grid" gap="4">
          {STEPS.map((n) => (
            <chakra.li key={n} display="flex" gap="4" alignItems="flex-start">
              <Box
                aria-hidden
                flex="none"
                w="10"
                h="10"
                borderRadius="full"
                bg="brand.solid"
                color="brand.contrast"
                display="flex"
                alignItems="center"
                justifyContent="center"
                fontWeight="bold"
                fontSize="lg"
              >
                {n}
              </Box>
              <Box>
                <Text fontWeight="semibold" fontSize="md">
                  {t(`front.step${n}Title`)}
                </Text>
                <Text opacity="0.95">{t(`front.step${n}Text`)}</Text>
              </Box>
            </chakra.li>
          ))}
        </chakra.ol>
      </Box>
      {shop && contact && (contact.email || contact.phone) && (
        <Box as="section" aria-labelledby="front-contact">
          <Heading as="h2" id="front-contact" size="md" mb="2">
            {t('front.contactHeading')}
          </Heading>
          <Text mb="1">{t('front.contactText', { name: shop.name })}</Text>
          <Stack gap="0">
            {contact.email && (
              <Link href={`mailto:${contact.email}`} color="inherit" textDecoration="underline" minH="11" alignSelf="flex-start">
                {t('front.contactEmail', { email: contact.email })}
              </Link>
            )}
            {contact.phone && (
              <Link href={`tel:${contact.phone.replace(/\s+/g, '')}`} color="inherit" textDecoration="underline" minH="11" alignSelf="flex-start">
                {t('front.contactPhone', { phone: contact.phone })}
              </Link>
            )}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
