import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { shopSettingsAtom } from '@shop/session';
import { Box, chakra, Link, Stack, Text, useDocumentTitle } from '@shop/ui';
import { PageHeading, PageLayout } from './layout';

/** tel: links take digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** /contact-us: the portal's name, address, e-mail and phone. */
export default function ContactPage() {
  const { t } = useTranslation('shell-pages');
  const shop = useAtomValue(shopSettingsAtom);
  useDocumentTitle(t('contact.title'));
  const info = shop?.contactInfo;
  const cityLine = [info?.postalCode, info?.city].filter(Boolean).join(' ');
  return (
    <PageLayout>
      <PageHeading>{t('contact.title')}</PageHeading>
      <chakra.address fontStyle="normal">
        <Stack gap="4">
          <Box>
            <Text fontWeight="semibold" fontSize="lg">
              {shop?.name}
            </Text>
            {info?.address ? <Text>{info.address}</Text> : null}
            {cityLine ? <Text>{cityLine}</Text> : null}
            {info?.state ? <Text>{info.state}</Text> : null}
          </Box>
          {info?.email ? (
            <Box>
              <Text fontSize="sm" color="fg.muted">
                {t('contact.email')}
              </Text>
              <Link href={`mailto:${info.email}`} variant="underline" colorPalette="brand" paddingY="2">
                {info.email}
              </Link>
            </Box>
          ) : null}
          {info?.phone ? (
            <Box>
              <Text fontSize="sm" color="fg.muted">
                {t('contact.phone')}
              </Text>
              <Link href={telHref(info.phone)} variant="underline" colorPalette="brand" paddingY="2">
                {info.phone}
              </Link>
            </Box>
          ) : null}
        </Stack>
      </chakra.address>
    </PageLayout>
  );
}
