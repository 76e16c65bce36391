import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Picture, PictureSet } from '@shop/contracts/account';
import { Alert, Badge, Box, Button, Heading, HStack, Stack, Text } from '@shop/ui';
import { LoadFailed, Loading, MessagePage, Page } from '../components/page';
import { FavoriteButton, useFavoriteToggle } from '../components/favorites-picker';
import { PictureGrid } from '../components/picture-grid';
import { PictureViewer } from '../components/picture-viewer';
import { ViewerActions } from '../components/viewer-actions';
import { anythingBought, canSelectFavorites, setDescription, yearbookState } from '../lib/pictures';
import { paths } from '../lib/paths';
import { useSetFromRoute } from './use-set-from-route';
import { AppLink } from '@shop/ui/toolkit';

/** One picture set: header, actions, the pictures (split into favourites and the rest when any is marked). */
export function PictureSetPage() {
  const { t } = useTranslation('account');
  const { state, update } = useSetFromRoute();
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
  return <PictureSetView set={state.data} update={update} />;
}

export function SetHeader({ set }: { set: PictureSet }) {
  return (
    <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} mt="-3" mb="5">
      {setDescription(set)}
    </Text>
  );
}

type Update = (change: (set: PictureSet) => PictureSet) => void;

/** On each picture: the favourite toggle (when the set allows choosing) and what is already decided about it. */
function PictureActions({ set, picture, onToggle }: { set: PictureSet; picture: Picture; onToggle?: () => void }) {
  const { t } = useTranslation('account');
  const inYearbook = set.yearbookPoses.some((p) => p.pictureUuid === picture.uuid);
  return (
    <>
      {onToggle && <FavoriteButton picture={picture} onToggle={onToggle} />}
      {(inYearbook || picture.bought) && (
        <HStack position="absolute" left="2" bottom="2" gap="1" wrap="wrap" pointerEvents="none">
          {inYearbook && (
            <Badge colorPalette="brand" variant="solid" size="md">
              {t('pictureSet.inYearbook')}
            </Badge>
          )}
          {picture.bought && (
            <Badge variant="solid" colorPalette="gray" size="md">
              {t('pictureSet.bought')}
            </Badge>
          )}
        </HStack>
      )}
    </>
  );
}

function PictureSetView({ set, update }: { set: PictureSet; update: Update }) {
  const { t } = useTranslation('account');
  const toggle = useFavoriteToggle(set, update);
  const editable = canSelectFavorites(set);
  const overlay = (p: Picture) => <PictureActions set={set} picture={p} onToggle={editable ? () => void toggle(p) : undefined} />;
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
            <PictureGrid pictures={favorites} onOpen={openPicture} overlay={overlay} />
          </Box>
          {others.length > 0 && (
            <Box as="section" aria-labelledby="others-heading">
              <Heading as="h2" size="lg" id="others-heading" mb="3">
                {t('pictureSet.nonFavoritesHeading')}
              </Heading>
              <PictureGrid pictures={others} onOpen={openPicture} overlay={overlay} />
            </Box>
          )}
        </Stack>
      ) : (
        <PictureGrid pictures={set.pictures} onOpen={openPicture} overlay={overlay} label={t('pictureSet.pictures')} />
      )}
      {set.job.hasBeenInWebShop && set.pictures.length > 0 && (
        // the one buying action, kept in reach of the thumb while scrolling the pictures
        <Stack
          position="sticky"
          bottom="0"
          mt="6"
          mx={{ base: '-3', md: '0' }}
          px={{ base: '3', md: '0' }}
          py="3"
          bg="surface.page"
          zIndex="1"
          alignItems={{ base: 'stretch', md: 'flex-start' }}
        >
          <AppLink to={paths.packages} asButton>
            {t('pictureSet.buy')}
          </AppLink>
        </Stack>
      )}
      <PictureViewer
        pictures={set.job.hasBeenInWebShop ? ordered : []}
        openUuid={open}
        onOpenChange={setOpen}
        downloads
        actions={(p) => <ViewerActions set={set} picture={p} update={update} />}
      />
    </Page>
  );
}
