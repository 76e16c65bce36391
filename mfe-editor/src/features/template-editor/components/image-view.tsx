/**
 * The picture tool (spec 2 sections 2, 4, 5): tabs Image inbox, Edit image (hidden with the image
 * toolbox off, disabled until a picture is chosen), Backgrounds (a chosen green-screen picture of the set,
 * in a slot that allows them: choosing one sets the resource's `background`, which screen and print show). The inbox shows the picture set or the customer's uploads; a picture the slot's rule refuses is
 * greyed and says so. More than 4 picture slots (not calendars or cards): 'Replace all pictures?';
 * otherwise an offer to use the picture in the other slots too. A group picture fills the texts first.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@shop/api-client';
import type { PictureSet } from '@shop/contracts/account';
import type { UserResource } from '@shop/contracts/commerce';
import { editorApi, type RecentImage } from '@shop/contracts/editor';
import { fullId as fullIdOf, type ImageSlot, type PictureRule, type Scene } from '@shop/contracts/templates';
import { nextRotation, type Rotation } from '@shop/scene';
import { Box, Button, chakra, Flex, HStack, Image, Stack, Text } from '@shop/ui';
import { Tabs } from '@shop/ui/overlays';
import { pictureUrl, useImageBackgrounds } from '../api/editor-api';
import type { Design } from '../hooks/editor-state';
import { resourceOf } from '../hooks/editor-state';
import { useUpload } from '../hooks/use-upload';
import { asksBeforeReplacing, type SubjectChangeMode, switchableSets } from '../lib/subject-change';
import { slotInfo, zoomCrop } from './scene-canvas';
import { ConfirmDialog } from './confirm-dialog';
import { UploadDialogs } from './upload-dialogs';

export interface InboxPicture {
  uuid: string;
  webshopId: number | null;
  width: number;
  height: number;
  pictureType: 'IP' | 'SFP' | 'GP' | null;
  groupPicture: boolean;
  upload: boolean;
  thumb: string;
}

/** Whether a slot takes a picture (spec 2 section 5: decided per resource by a template rule). */
export function allowed(rule: PictureRule, p: InboxPicture, ownPhotos: boolean): boolean {
  if (p.upload) return rule.allowUploads && ownPhotos;
  if (rule.pictureTypes.length && (!p.pictureType || !rule.pictureTypes.includes(p.pictureType))) return false;
  if (rule.orientation === 'portrait' && p.width > p.height) return false;
  if (rule.orientation === 'landscape' && p.height > p.width) return false;
  return true;
}

const imageSlotsOf = (scene: Scene) =>
  scene.parts.flatMap((part) => part.elements.flatMap((e) => (e.kind === 'image' ? [{ id: fullIdOf(part.refId, e.id), slot: e as ImageSlot }] : [])));

export function ImageView({
  template,
  scene,
  partRefId,
  slot: id,
  design,
  pictureSet,
  pictureSets = [],
  subjectChange = { mode: 0, disableMixPhotographers: false },
  recent,
  options,
  onChange,
  onDone,
}: {
  template: { uuid: string; type: 'CALENDAR' | 'CARD' | 'PHOTOGIFT' };
  scene: Scene;
  partRefId: string;
  slot: string;
  design: Design;
  /** The set the design was opened with: the inbox starts with it. */
  pictureSet: PictureSet | null;
  /** The account's sets: the inbox may switch to those the portal's subject-change mode allows. */
  pictureSets?: PictureSet[];
  subjectChange?: { mode: SubjectChangeMode; disableMixPhotographers: boolean };
  recent: RecentImage[];
  options: { allowOwnPhotos: boolean; disableImageToolbox: boolean };
  onChange: (resources: UserResource[]) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('editor');
  const [source, setSource] = useState<'set' | 'uploads'>('set');
  const [tab, setTab] = useState('inbox');
  const [refused, setRefused] = useState<InboxPicture | null>(null);
  const [offer, setOffer] = useState<{ picture: InboxPicture; all: boolean } | null>(null);
  // the sets the inbox may show (spec 2 section 4: subject-change modes, whiteLabelDisableMixPhotographers)
  const sets = pictureSet ? switchableSets(subjectChange.mode, pictureSet, pictureSets, subjectChange.disableMixPhotographers) : [];
  const [shownSetUuid, setShownSetUuid] = useState(pictureSet?.uuid ?? null);
  const shownSet = sets.find((s) => s.uuid === shownSetUuid) ?? pictureSet;
  const [otherSet, setOtherSet] = useState<{ picture: InboxPicture; from: PictureSet } | null>(null);
  const setOf = (pictureUuid: string | null | undefined) => (pictureUuid ? sets.find((s) => s.pictures.some((p) => p.uuid === pictureUuid)) : undefined);
  const fileInput = useRef<HTMLInputElement>(null);
  const hint = useTouchHint(tab === 'edit');
  const uploads = useUpload();
  const info = slotInfo(scene, partRefId, id, design.resources);
  const slots = imageSlotsOf(scene);
  // more than 4 picture slots (not calendars or cards): the replace-all question (spec 2 section 4)
  const manySlots = slots.length > 4 && template.type === 'PHOTOGIFT';
  const chosenUuid = info?.image?.uuid ?? null;
  // backgrounds are for the set's green-screen pictures (the server answers [] for others), in slots that allow them (spec 2 section 5)
  const backgroundsAllowed = Boolean(info && !info.slot.disableBackground && setOf(chosenUuid)?.pictures.some((p) => p.uuid === chosenUuid && p.greenscreen));
  const backgrounds = useImageBackgrounds(backgroundsAllowed ? chosenUuid : null).data ?? [];
  const showBackgrounds = backgroundsAllowed && backgrounds.length > 0;
  useEffect(() => {
    if (!showBackgrounds && tab === 'backgrounds') setTab('inbox');
  }, [showBackgrounds, tab]);
  if (!info) return null;
  const { slot, image } = info;
  const chosenBackground = image?.background ?? backgrounds.find((b) => b.default)?.uuid ?? backgrounds[0]?.uuid;

  const setPictures: InboxPicture[] = (shownSet?.pictures ?? []).map((p) => ({
    uuid: p.uuid,
    webshopId: p.webshopId,
    width: p.width,
    height: p.height,
    pictureType: p.pictureType,
    groupPicture: p.groupPicture,
    upload: false,
    thumb: pictureUrl(p.uuid, 320),
  }));
  const uploaded: InboxPicture[] = recent.map((r) => ({
    uuid: r.uuid,
    webshopId: null,
    width: r.dimensions.width,
    height: r.dimensions.height,
    pictureType: null,
    groupPicture: false,
    upload: true,
    thumb: r.images.w320,
  }));
  const inbox = source === 'set' ? setPictures : uploaded;

  const resourceFor = (target: string, p: InboxPicture): UserResource => {
    const [, slotId = ''] = target.split('/');
    // a new picture starts uncropped (centred cover crop), unturned, in its own colours
    return {
      ...resourceOf(design, target),
      id: slotId,
      fullId: target,
      image: { uuid: p.uuid, webshopId: p.webshopId ?? undefined, width: p.width, height: p.height, cropRect: null, rotation: 0, overrideEffect: 'original' },
    };
  };
  const apply = async (p: InboxPicture, toAll: boolean) => {
    const texts: UserResource[] = [];
    const from = setOf(p.uuid);
    if (p.groupPicture && from) {
      // a group picture first fills the template's texts (spec 2 section 4)
      const answer = await call(editorApi.fillUserStrings, {
        body: { subject: { uuid: from.uuid }, template: { uuid: template.uuid }, picture: { uuid: p.uuid }, resource: { id } },
      }).catch(() => null);
      texts.push(...(answer?.userStringResources ?? []));
    }
    const targets = toAll
      ? slots.filter((s) => s.id === id || (!s.slot.disableEdit && allowed(s.slot.rule, p, options.allowOwnPhotos))).map((s) => s.id)
      : [id];
    onChange([...texts, ...targets.map((target) => resourceFor(target, p))]);
  };
  const choose = (p: InboxPicture, confirmedOtherSet = false) => {
    if (!allowed(slot.rule, p, options.allowOwnPhotos)) return setRefused(p);
    // mode 4: a picture of another set replacing the slot's picture asks first
    const from = setOf(image?.uuid);
    if (!confirmedOtherSet && !p.upload && from && shownSet && asksBeforeReplacing(subjectChange.mode, from.uuid, shownSet.uuid)) {
      return setOtherSet({ picture: p, from });
    }
    const others = slots.filter((s) => s.id !== id && !s.slot.disableEdit);
    if (others.length === 0) return void apply(p, false);
    setOffer({ picture: p, all: manySlots });
  };
  const chooseSource = (next: 'set' | 'uploads') => {
    setSource(next);
    // own uploads with none yet: straight to the file picker
    if (next === 'uploads' && uploaded.length === 0) fileInput.current?.click();
  };
  const edit = (changes: Partial<NonNullable<UserResource['image']>>) => {
    const r = resourceOf(design, id);
    if (r?.image) onChange([{ ...r, image: { ...r.image, ...changes } }]);
  };
  const zoom = (factor: number) => info.crop && edit({ cropRect: zoomCrop(info.crop, factor) });
  const move = (dx: number, dy: number) =>
    info.crop && edit({ cropRect: { ...info.crop, x: info.crop.x + dx * info.crop.width * 0.1, y: info.crop.y + dy * info.crop.height * 0.1 } });
  const zoomOff = slot.disableZoom || options.disableImageToolbox || slot.rotation % 360 !== 0;

  return (
    <Stack gap="3">
      <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} variant="line" fitted>
        <Tabs.List>
          <Tabs.Trigger value="inbox" minH="11">
            {t('image.inbox')}
          </Tabs.Trigger>
          {!options.disableImageToolbox && (
            <Tabs.Trigger value="edit" minH="11" disabled={!image}>
              {t('image.edit')}
            </Tabs.Trigger>
          )}
          {showBackgrounds && (
            <Tabs.Trigger value="backgrounds" minH="11">
              {t('image.backgrounds')}
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="inbox">
          <Stack gap="2">
            {options.allowOwnPhotos && (
              <HStack gap="2" wrap="wrap" role="group" aria-label={t('image.source')}>
                <Button
                  size="sm"
                  minH="11"
                  variant={source === 'set' ? 'solid' : 'outline'}
                  aria-pressed={source === 'set'}
                  onClick={() => chooseSource('set')}
                >
                  {t('image.pictureSet')}
                </Button>
                <Button
                  size="sm"
                  minH="11"
                  variant={source === 'uploads' ? 'solid' : 'outline'}
                  aria-pressed={source === 'uploads'}
                  onClick={() => chooseSource('uploads')}
                >
                  {t('image.ownPictures')}
                </Button>
                <Button size="sm" minH="11" variant="ghost" onClick={() => fileInput.current?.click()}>
                  {t('image.upload')}
                </Button>
                <chakra.input
                  ref={fileInput}
                  type="file"
                  accept="image/*"
                  multiple
                  display="none"
                  aria-label={t('image.upload')}
                  data-testid="upload-input"
                  onChange={async (e) => {
                    const files = [...(e.currentTarget.files ?? [])];
                    e.currentTarget.value = '';
                    if (files.length) {
                      setSource('uploads');
                      await uploads.upload(files);
                    }
                  }}
                />
              </HStack>
            )}
            {source === 'set' && sets.length > 1 && (
              <HStack gap="2" wrap="wrap" role="group" aria-label={t('image.sets')}>
                {sets.map((s) => (
                  <Button
                    key={s.uuid}
                    size="sm"
                    minH="11"
                    variant={s.uuid === shownSet?.uuid ? 'solid' : 'outline'}
                    aria-pressed={s.uuid === shownSet?.uuid}
                    onClick={() => setShownSetUuid(s.uuid)}
                  >
                    {t('image.setName', { name: s.subject.name, job: s.job.name })}
                  </Button>
                ))}
              </HStack>
            )}
            {inbox.length === 0 ? (
              <Text>{t('image.empty')}</Text>
            ) : (
              <Flex as="ul" gap="2" overflowX="auto" listStyleType="none" py="1" aria-label={t('image.inbox')}>
                {inbox.map((p) => {
                  const ok = allowed(slot.rule, p, options.allowOwnPhotos);
                  const chosen = image?.uuid === p.uuid;
                  return (
                    <li key={p.uuid}>
                      <chakra.button
                        type="button"
                        flexShrink={0}
                        h="104px"
                        minW="11"
                        borderWidth={chosen ? '3px' : '1px'}
                        borderColor={chosen ? 'brand.solid' : 'border'}
                        opacity={ok ? 1 : 0.4}
                        aria-label={p.webshopId ? t('image.pick', { id: p.webshopId }) : t('image.pickOwn')}
                        aria-pressed={chosen}
                        onClick={() => choose(p)}
                      >
                        <Image src={p.thumb} alt="" h="100px" w="auto" />
                      </chakra.button>
                    </li>
                  );
                })}
              </Flex>
            )}
          </Stack>
        </Tabs.Content>
        {!options.disableImageToolbox && (
          <Tabs.Content value="edit">
            <Stack gap="2">
              <Flex gap="2" wrap="wrap">
                <Button
                  size="sm"
                  minH="11"
                  variant="outline"
                  onClick={() => edit({ rotation: nextRotation((image?.rotation ?? 0) as Rotation), cropRect: null })}
                >
                  {t('image.rotate')}
                </Button>
                {(['original', 'bw', 'sepia'] as const).map((effect) => (
                  <Button
                    key={effect}
                    size="sm"
                    minH="11"
                    variant={(image?.overrideEffect ?? 'original') === effect ? 'solid' : 'outline'}
                    aria-pressed={(image?.overrideEffect ?? 'original') === effect}
                    onClick={() => edit({ overrideEffect: effect })}
                  >
                    {t(`image.effect.${effect}`)}
                  </Button>
                ))}
              </Flex>
              {!zoomOff && (
                <Flex gap="2" wrap="wrap" role="group" aria-label={t('image.position')}>
                  <Button size="sm" minH="11" variant="outline" onClick={() => zoom(0.8)}>
                    {t('image.zoomIn')}
                  </Button>
                  <Button size="sm" minH="11" variant="outline" onClick={() => zoom(1.25)}>
                    {t('image.zoomOut')}
                  </Button>
                  {(
                    [
                      ['left', 1, 0],
                      ['right', -1, 0],
                      ['up', 0, 1],
                      ['down', 0, -1],
                    ] as const
                  ).map(([dir, dx, dy]) => (
                    <Button key={dir} size="sm" minH="11" variant="outline" onClick={() => move(dx, dy)}>
                      {t(`image.move.${dir}`)}
                    </Button>
                  ))}
                </Flex>
              )}
              {!zoomOff && hint && (
                <Text fontSize="sm" role="status">
                  {t('image.touchHint')}
                </Text>
              )}
            </Stack>
          </Tabs.Content>
        )}
        {showBackgrounds && image && (
          <Tabs.Content value="backgrounds">
            <Flex as="ul" gap="2" overflowX="auto" listStyleType="none" py="1" aria-label={t('image.backgroundList')}>
              {backgrounds.map((b, i) => {
                const chosen = chosenBackground === b.uuid;
                return (
                  <li key={b.uuid}>
                    <chakra.button
                      type="button"
                      flexShrink={0}
                      h="104px"
                      minW="11"
                      borderWidth={chosen ? '3px' : '1px'}
                      borderColor={chosen ? 'brand.solid' : 'border'}
                      aria-label={t('image.background', { n: i + 1 })}
                      aria-pressed={chosen}
                      onClick={() => edit({ background: b.uuid })}
                    >
                      <Image src={pictureUrl(image.uuid, 320, b.uuid)} alt="" h="100px" w="auto" />
                    </chakra.button>
                  </li>
                );
              })}
            </Flex>
          </Tabs.Content>
        )}
      </Tabs.Root>
      <HStack justify="flex-end">
        <Button minH="11" disabled={!image} onClick={onDone}>
          {t('actions.done')}
        </Button>
      </HStack>
      <UploadDialogs uploads={uploads} />
      {refused && (
        <ConfirmDialog
          title={t('image.notAllowedTitle')}
          body={refused.webshopId ? t('image.notAllowedId', { id: refused.webshopId }) : t('image.notAllowed')}
          confirm={t('actions.ok')}
          cancel={t('actions.back')}
          onConfirm={() => setRefused(null)}
          onCancel={() => setRefused(null)}
        />
      )}
      {otherSet && shownSet && (
        <ConfirmDialog
          title={t('image.otherSetTitle')}
          body={t('image.otherSetBody', { from: otherSet.from.subject.name, to: shownSet.subject.name })}
          confirm={t('image.otherSetYes')}
          cancel={t('image.otherSetNo')}
          onConfirm={() => {
            const { picture } = otherSet;
            setOtherSet(null);
            choose(picture, true);
          }}
          onCancel={() => setOtherSet(null)}
        />
      )}
      {offer && (
        <ConfirmDialog
          title={offer.all ? t('image.replaceAllTitle') : t('image.applyOthersTitle')}
          body={offer.all ? t('image.replaceAllBody') : t('image.applyOthersBody')}
          confirm={offer.all ? t('image.replaceAllYes') : t('image.applyOthersYes')}
          cancel={offer.all ? t('image.replaceAllNo') : t('image.applyOthersNo')}
          onConfirm={() => {
            void apply(offer.picture, true);
            setOffer(null);
          }}
          onCancel={() => {
            void apply(offer.picture, false);
            setOffer(null);
          }}
        />
      )}
      <Box aria-live="polite" />
    </Stack>
  );
}

const HINT_SHOWN = 'editor.touchHintShown';
export const TOUCH_HINT_MS = 10_000;

/** 'Move the picture with your finger…': 10 s, once per session (spec 2 section 9). */
function useTouchHint(active: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active || sessionStorage.getItem(HINT_SHOWN) === '1') return;
    sessionStorage.setItem(HINT_SHOWN, '1');
    setShown(true);
    const timer = window.setTimeout(() => setShown(false), TOUCH_HINT_MS);
    return () => window.clearTimeout(timer);
  }, [active]);
  return shown;
}
