import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Picture, PictureSet } from '@shop/contracts/account';
import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@shop/ui';
import { LoadFailed, Loading, MessagePage, Page } from '../components/page';
import { PictureGrid } from '../components/picture-grid';
import { PictureViewer } from '../components/picture-viewer';
import { anythingBought, canSelectFavorites, setDescription, yearbookState } from '../lib/pictures';
import { paths } from '../lib/paths';
import { useSetFromRoute } from './use-set-from-route';

/** One picture set: header, actions, the pictures (split into favourites and the rest when any is marked). */
export function PictureSetPage() {
  const { t } = useTranslation('account');
  const { state } = useSetFromRoute();
  if (state.status === 'not-found') return <MessagePage title={t('pictureSet.notFound')} />;
  if (state.status === 'loading')
    return (
      <Page title={t('pictureSet.title')}>
        <Loading />
      </Page>
    );
  if (state.status === 'error')
    return (
      <Page title={t('pictureSet.title')}>
        <LoadFailed />
      </Page>
    );
  return <PictureSetView set={state.data} />;
}

export function SetHeader({ set }: { set: PictureSet }) {
  return (
    <Text color="fg.muted" mb="4">
      {setDescription(set)}
    </Text>
  );
}

function PictureSetView({ set }: { set: PictureSet }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState<string | null>(null);
  const favorites = set.pictures.filter((p) => p.isUserFavorite);
  const others = set.pictures.filter((p) => !p.isUserFavorite);
  const bought = anythingBought(set);
  const yearbook = yearbookState(set);
  // The viewer steps through the pictures in the order they are shown.
  const ordered = favorites.length > 0 ? [...favorites, ...others] : set.pictures;
  const openPicture = (p: Picture) => setOpen(p.uuid);

  return (
    <Page title={set.subject.name}>
      <SetHeader set={set} />
      <Stack gap="3" mb="6">
        <HStack gap="3" wrap="wrap">
          {canSelectFavorites(set) && (
            <Button asChild colorPalette="brand" variant="outline">
              <RouterLink to={paths.favorites(set.uuid)}>{t('pictureSet.favorites')}</RouterLink>
            </Button>
          )}
          {yearbook !== 'unavailable' && (
            <Button asChild colorPalette="brand" variant="outline">
              <RouterLink to={paths.yearbookPose(set.uuid)}>{t('pictureSet.yearbookPose')}</RouterLink>
            </Button>
          )}
          {bought && (
            <Button colorPalette="brand" onClick={() => setOpen((set.pictures.find((p) => p.bought) ?? set.pictures[0])?.uuid ?? null)}>
              {t('pictureSet.viewAndDownload')}
            </Button>
          )}
        </HStack>
        {!canSelectFavorites(set) && <Text>{t('favorites.notAvailable')}</Text>}
      </Stack>

      {!set.job.hasBeenInWebShop ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('pictureSet.notYetAvailable')}</Alert.Title>
        </Alert.Root>
      ) : set.pictures.length === 0 ? (
        <Text>{t('pictureSet.noPictures')}</Text>
      ) : favorites.length > 0 ? (
        <Stack gap="6">
          <Box as="section" aria-labelledby="favorites-heading">
            <Heading as="h2" size="lg" id="favorites-heading" mb="3">
              {t('pictureSet.favoritesHeading')}
            </Heading>
            <PictureGrid pictures={favorites} onOpen={openPicture} />
          </Box>
          {others.length > 0 && (
            <Box as="section" aria-labelledby="others-heading">
              <Heading as="h2" size="lg" id="others-heading" mb="3">
                {t('pictureSet.nonFavoritesHeading')}
              </Heading>
              <PictureGrid pictures={others} onOpen={openPicture} />
            </Box>
          )}
        </Stack>
      ) : (
        <PictureGrid pictures={set.pictures} onOpen={openPicture} label={t('pictureSet.pictures')} />
      )}
      <PictureViewer pictures={set.job.hasBeenInWebShop ? ordered : []} openUuid={open} onOpenChange={setOpen} downloads />
    </Page>
  );
}
