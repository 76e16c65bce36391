import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Link, Stack, Text } from '@shop/ui';
import { FavoritesPicker } from '../components/favorites-picker';
import { LoadFailed, Loading, MessagePage, Page } from '../components/page';
import { canSelectFavorites } from '../lib/pictures';
import { paths } from '../lib/paths';
import { SetHeader } from './picture-set-page';
import { useSetFromRoute } from './use-set-from-route';

/** Mark favourites of one set (only when the set qualifies). */
export function FavoritesPage() {
  const { t } = useTranslation('account');
  const { state, update } = useSetFromRoute();
  if (state.status === 'not-found') return <MessagePage title={t('pictureSet.notFound')} />;
  if (state.status !== 'ready') return <Page title={t('favorites.title')}>{state.status === 'loading' ? <Loading /> : <LoadFailed />}</Page>;
  const set = state.data;
  return (
    <Page title={t('favorites.title')} heading={t('favorites.heading', { name: set.subject.name })}>
      <Stack gap="4">
        <SetHeader set={set} />
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to={paths.pictureSet(set.uuid)}>{t('common.backToSet')}</RouterLink>
        </Link>
        {canSelectFavorites(set) ? (
          <>
            <Text>{t('favorites.intro')}</Text>
            <FavoritesPicker set={set} update={update} />
          </>
        ) : (
          <Text>{t('favorites.notAvailable')}</Text>
        )}
      </Stack>
    </Page>
  );
}
