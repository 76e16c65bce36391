import { useTranslation } from 'react-i18next';
import { commerceApi } from '@shop/contracts/commerce';
import { useCall } from '@shop/data';
import { Heading, SimpleGrid, Skeleton, Text, PageFrame } from '@shop/ui';
import { AppLink } from '@shop/ui/toolkit';
import { LoadFailed } from '../../../lib/load-failed';
import { paths } from '../../../lib/paths';
import { SignInPrompt } from '../../../lib/sign-in-prompt';
import { useBrowsing } from '../../../lib/session';
import { CurrentSetCard } from '../../../lib/current-set-card';
import { useCardPortraits } from '../../../lib/picture-sets';
import { Countdown } from './countdown';
import { PackageCard } from './package-card';

/** /products/packages: the current picture set, 'Exclusive deals', the countdown and the offers. */
export function PackagesPage() {
  const { t, i18n } = useTranslation('catalog');
  const read = useCall(commerceApi.packageOffers, { query: { lang: i18n.language } }, { staleOn: ['cart:changed'] });
  const portraits = useCardPortraits(read.data?.samplePortraits ?? []);
  return (
    <PageFrame wide title={t('packages.title')}>
      <CurrentSetOrPrompt />
      <Heading as="h2" size="xl">
        {t('packages.deals')}
      </Heading>
      {read.data && read.data.packageInfo.remainingTime > 0 ? <Countdown seconds={read.data.packageInfo.remainingTime} /> : null}
      {read.isError && !read.data ? (
        <LoadFailed onRetry={() => void read.refetch()} />
      ) : !read.data ? (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" role="status" aria-label={t('common.loading')}>
          {['s1', 's2', 's3'].map((id) => (
            <Skeleton key={id} h="420px" borderRadius="lg" data-testid="package-skeleton" />
          ))}
        </SimpleGrid>
      ) : read.data.packages.length === 0 ? (
        <Text>{t('packages.empty')}</Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="4" listStyleType="none" p="0" m="0">
          {read.data.packages.map((p, i) => (
            <li key={p.uuid}>
              <PackageCard offer={p} portrait={portraits.length ? portraits[i % portraits.length] : undefined} />
            </li>
          ))}
        </SimpleGrid>
      )}
      <AppLink to={paths.categories()}>{t('packages.allProducts')}</AppLink>
    </PageFrame>
  );
}

/** The current picture set (the account selector changes it); a visitor is asked for a code or to sign in. */
function CurrentSetOrPrompt() {
  const { t } = useTranslation('catalog');
  const { loaded, signedIn } = useBrowsing();
  if (!loaded) return null;
  return signedIn ? <CurrentSetCard label={t('packages.currentSet')} /> : <SignInPrompt />;
}
