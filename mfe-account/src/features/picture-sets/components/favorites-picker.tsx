import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Picture, PictureSet } from '@shop/contracts/account';
import { publish } from '@shop/event-bus';
import { chakra } from '@shop/ui';
import { setFavorite } from '../api/picture-sets';
import { PictureGrid } from './picture-grid';
import { PictureViewer } from './picture-viewer';

/**
 * Mark and unmark favourites: the flag flips at once and flips back (with an error toast) when the
 * server says no. Calls for one picture run in order; the last answer wins.
 */
export function useFavoriteToggle(set: PictureSet, update: (change: (set: PictureSet) => PictureSet) => void) {
  const { t } = useTranslation('account');
  const pending = useRef(new Map<string, number>());
  return useCallback(
    async (picture: Picture) => {
      const favorite = !picture.isUserFavorite;
      const setFlag = (value: boolean) =>
        update((s) => ({ ...s, pictures: s.pictures.map((p) => (p.uuid === picture.uuid ? { ...p, isUserFavorite: value } : p)) }));
      const ticket = (pending.current.get(picture.uuid) ?? 0) + 1;
      pending.current.set(picture.uuid, ticket);
      setFlag(favorite);
      try {
        const answer = await setFavorite(set.uuid, picture.uuid, favorite);
        if (pending.current.get(picture.uuid) === ticket) setFlag(answer.isUserFavorite);
      } catch {
        if (pending.current.get(picture.uuid) === ticket) setFlag(!favorite);
        publish('toast', { status: 'error', title: t('favorites.failed') });
      }
    },
    [set.uuid, update, t],
  );
}

/** The grid of a set's pictures with a favourite toggle on each. */
export function FavoritesPicker({ set, update }: { set: PictureSet; update: (change: (set: PictureSet) => PictureSet) => void }) {
  const { t } = useTranslation('account');
  const toggle = useFavoriteToggle(set, update);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <PictureGrid
        pictures={set.pictures}
        label={t('favorites.gridLabel')}
        onOpen={(p) => setOpen(p.uuid)}
        highlighted={(p) => p.isUserFavorite}
        overlay={(p) => <FavoriteButton picture={p} onToggle={() => void toggle(p)} />}
      />
      <PictureViewer
        pictures={set.pictures}
        openUuid={open}
        onOpenChange={setOpen}
        actions={(p) => <FavoriteButton picture={p} onToggle={() => void toggle(p)} inline />}
      />
    </>
  );
}

export function FavoriteButton({ picture, onToggle, inline = false }: { picture: Picture; onToggle: () => void; inline?: boolean }) {
  const { t } = useTranslation('account');
  const on = picture.isUserFavorite;
  return (
    <chakra.button
      type="button"
      aria-pressed={on}
      aria-label={t('favorites.toggle', { id: picture.webshopId })}
      onClick={onToggle}
      position={inline ? 'static' : 'absolute'}
      top="2"
      right="2"
      minW="44px"
      minH="44px"
      borderRadius="full"
      bg="surface.raised"
      color={on ? 'red.700' : 'fg.muted'}
      borderWidth="2px"
      borderColor={on ? 'red.700' : 'border.emphasized'}
      shadow="raised"
      fontSize="xl"
      lineHeight="1"
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <span aria-hidden>{on ? '♥' : '♡'}</span>
    </chakra.button>
  );
}
