import { useTranslation } from 'react-i18next';
import { Box, Flex, Heading, Image, SimpleGrid, Skeleton, Stack, Text, PageFrame } from '@shop/ui';
import { LoadFailed } from '../../../lib/load-failed';
import { paths } from '../../../lib/paths';
import { TileLink } from '../../../lib/route-link';
import { useBrowsing } from '../../../lib/session';
import { SignInPrompt } from '../../../lib/sign-in-prompt';
import { useDigitalSets } from '../api/digital';

/** /products/digital-portraits: the picture sets with something to buy as files. */
export function DigitalListPage() {
  const { t } = useTranslation('catalog');
  const { loaded, signedIn } = useBrowsing();
  const read = useDigitalSets(signedIn);
  return (
    <PageFrame wide title={t('digital.title')}>
      <Text>{t('digital.intro')}</Text>
      {loaded && !signedIn ? (
        <SignInPrompt />
      ) : read.isError && !read.data ? (
        <LoadFailed onRetry={() => void read.refetch()} />
      ) : !read.data ? (
        <Skeleton h="200px" borderRadius="lg" role="status" aria-label={t('common.loading')} />
      ) : read.data.pictureSets.length === 0 ? (
        <Text>{t('digital.empty')}</Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none" p="0" m="0">
          {read.data.pictureSets.map((s) => (
            <li key={s.subject.uuid}>
              <Box borderWidth="1px" borderColor="border" borderRadius="lg" p="4" h="100%" _hover={{ borderColor: 'brand.solid' }}>
                <TileLink to={paths.digitalPortraits(s.subject.uuid)} label={t('digital.open', { name: s.subject.name })}>
                  <Stack gap="3">
                    <Heading as="h2" size="lg">
                      {s.subject.name}
                    </Heading>
                    <Text>
                      {s.job.name} · {s.subject.group}
                    </Text>
                    <Flex gap="2">
                      {(s.sections[0]?.previews ?? []).map((src) => (
                        <Image key={src} src={src} alt="" w="80px" h="100px" objectFit="cover" borderRadius="sm" />
                      ))}
                    </Flex>
                  </Stack>
                </TileLink>
              </Box>
            </li>
          ))}
        </SimpleGrid>
      )}
    </PageFrame>
  );
}
