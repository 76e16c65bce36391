/**
 * The template editor (spec 2 section 2): top bar, part buttons with complete marks, the canvas, and the
 * bottom toolbar of the open internal view (main, select-image, image, select-text, text, year, preview,
 * buy). Every change goes through the editor's reducer (undo/redo, dirty); the final button adds the
 * design to the cart or, in update mode, replaces the cart line.
 */
import { useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderLine, Product, UserResource } from '@shop/contracts/commerce';
import { href } from '@shop/contracts/core';
import { afterAddPath } from '../lib/after-add';
import type { PictureSet } from '@shop/contracts/account';
import { fullId, type Scene, type TemplateDefinition } from '@shop/contracts/templates';
import { isPartComplete, isTemplateValid } from '@shop/scene';
import { Box, Button, Flex, Heading, HStack, IconButton, Stack, Text, useDocumentTitle } from '@shop/ui';
import { goTo, useFormatDate } from '@shop/ui/toolkit';
import { useRecentImages } from '../api/editor-api';
import { type Design, editorReducer, initialState, isDirty, type View } from '../hooks/editor-state';
import { useDesignDraft } from '../hooks/use-design-draft';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import type { SubjectChangeMode } from '../lib/subject-change';
import { BuyView } from './buy-view';
import { ConfirmDialog } from './confirm-dialog';
import { ImageView } from './image-view';
import { PreviewDialog } from './preview-dialog';
import { SceneCanvas } from './scene-canvas';
import { SlotPicker } from './slot-picker';
import { TemplatesStrip } from './templates-strip';
import { TextView } from './text-view';
import { UnsavedDialog } from './unsaved-dialog';
import { YearView } from './year-view';

type ProductLine = Extract<OrderLine, { kind: 'product' }>;

export interface EditorOptions {
  allowOwnPhotos: boolean;
  disableImageToolbox: boolean;
  /** The portal's subject-change mode and whiteLabelDisableMixPhotographers (spec 2 section 4); 0 and false when not given. */
  subjectChangeMode?: SubjectChangeMode;
  disableMixPhotographers?: boolean;
}

const CLOSE_DELAY_MS = 300;

/** The editor's header (Back, the title in two lines at most, Undo, Redo): a fixed height the toolbar leaves room for. */
const EDITOR_HEADER = '4rem';

/** Where the back arrow and Cancel go (spec 2: calendars list, cards list, or the photo gift's category). */
export function backPath(template: Pick<TemplateDefinition, 'type' | 'categories'>): string {
  if (template.type === 'CALENDAR') return href('products.type', { type: 'calendars' });
  if (template.type === 'CARD') return href('products.type', { type: 'cards' });
  const category = template.categories[0];
  return category ? href('products.categories.category', { category }) : href('products.list');
}

export function EditorScreen({
  template: opened_,
  product,
  currency,
  pictureSet,
  pictureSets = [],
  line,
  options,
  packageItem,
  retouchAvailable = false,
  draftKey = null,
  filled = null,
}: {
  template: TemplateDefinition;
  product: Product;
  currency: string;
  pictureSet: PictureSet | null;
  /** The account's sets: the image inbox may switch to those the subject-change mode allows. */
  pictureSets?: PictureSet[];
  line: ProductLine | null;
  options: EditorOptions;
  /** Editing a package's item (spec 2: package editor): the final button saves the design into the item. */
  packageItem?: {
    design: { resources: UserResource[]; year: number | null } | null;
    /** The item's canChangeTemplate: 'Change design' only when the package allows it (spec 2 section 4). */
    canChangeTemplate: boolean;
    onSave: (design: Design) => void;
    onCancel: () => void;
  };
  /** The shop sells retouch (the products' retouchProduct): a new design with a set picture goes on to the retouch options. */
  retouchAvailable?: boolean;
  /** Where the unsaved design is kept in the browser (lib/draft.ts); null keeps none (a package's item: the package page keeps it). */
  draftKey?: string | null;
  /** A new design filled from the picture set (fill-template): it opens so, as the list previewed it. */
  filled?: Design | null;
}) {
  const { t } = useTranslation('editor');
  // the design may change from the templates strip; Cancel then restores the one opened (spec 2 section 4)
  const [template, setTemplate] = useState(opened_);
  const scene: Scene = template.scene;
  const update = Boolean(line);
  const opened = useMemo(
    () =>
      packageItem?.design
        ? packageItem.design
        : line
          ? { resources: line.template.data.userResources, year: line.template.data.year ?? null }
          : (filled ?? {
              resources: opened_.userResources as UserResource[],
              year: opened_.supportedYears[0] ?? (opened_.type === 'CALENDAR' ? new Date().getFullYear() : null),
            }),
    [line, opened_, packageItem?.design, filled],
  );
  const [state, dispatch] = useReducer(editorReducer, undefined, () => initialState(scene, opened));
  const [confirmClose, setConfirmClose] = useState(false);
  const recent = useRecentImages(options.allowOwnPhotos);
  const uploads = useMemo(() => new Set((recent.data ?? []).map((r) => r.uuid)), [recent.data]);
  const dirty = isDirty(state) || template.uuid !== opened_.uuid;
  // a design on another template from the strip is not kept: it would open on the route's template
  const draft = useDesignDraft({ key: draftKey, opened, design: state.design, keep: dirty && template.uuid === opened_.uuid });
  const formatDate = useFormatDate();
  const valid = isTemplateValid(scene, state.design.resources);
  const hasTexts = scene.parts.some((p) => p.elements.some((e) => e.kind === 'text' && e.editable));
  const imageSlots = scene.parts.flatMap((p) => p.elements.filter((e) => e.kind === 'image' && !e.disableEdit).map(() => p.refId));

  // leaving with unsaved changes asks first: Cancel, Back, any in-app link, a page unload (spec 2 section 2)
  const unsaved = useUnsavedChanges(dirty);

  const leave = () => (packageItem ? packageItem.onCancel() : unsaved.leave(line ? href('cart') : backPath(template)));
  const close = () => {
    if (dirty) return setConfirmClose(true);
    if (packageItem) return packageItem.onCancel();
    window.setTimeout(() => goTo(line ? href('cart') : backPath(template)), CLOSE_DELAY_MS);
  };
  const open = (view: View, slot?: string | null) => dispatch({ type: 'open', view, slot });
  const partSlots = (kind: 'image' | 'text') =>
    (scene.parts.find((p) => p.refId === state.partRefId)?.elements ?? []).flatMap((e) =>
      e.kind === kind && (kind === 'image' ? !(e as { disableEdit: boolean }).disableEdit : (e as { editable: boolean }).editable)
        ? [fullId(state.partRefId, (e as { id: string }).id)]
        : [],
    );

  // the consent banner's height (the shell's CSS variable) while it is shown; a package's item opens in a dialog above it
  const reserve = packageItem ? '0px' : 'var(--shop-consent-height, 0px)';
  const title = `${template.name} · ${product.name}`;
  useDocumentTitle(title);
  return (
    <Stack gap="0" minH={packageItem ? 'full' : '100dvh'} bg="bg.subtle">
      <HStack as="header" h={EDITOR_HEADER} px="2" gap="2" bg="bg" borderBottomWidth="1px">
        <IconButton variant="ghost" aria-label={t('top.back')} minW="11" h="11" onClick={close}>
          <span aria-hidden>←</span>
        </IconButton>
        <Heading as="h1" size="md" lineClamp={2} flex="1">
          {title}
        </Heading>
        <IconButton variant="ghost" aria-label={t('top.undo')} minW="11" h="11" disabled={!state.past.length} onClick={() => dispatch({ type: 'undo' })}>
          <span aria-hidden>↶</span>
        </IconButton>
        <IconButton variant="ghost" aria-label={t('top.redo')} minW="11" h="11" disabled={!state.future.length} onClick={() => dispatch({ type: 'redo' })}>
          <span aria-hidden>↷</span>
        </IconButton>
      </HStack>

      {scene.parts.length > 1 && (
        <HStack as="nav" aria-label={t('parts.label')} gap="2" px="2" py="2" overflowX="auto" bg="bg">
          {scene.parts.map((part, i) => {
            const complete = isPartComplete(scene, part.refId, state.design.resources);
            const name = part.name.startsWith('part.') ? t(part.name, { defaultValue: `${i + 1}` }) : part.name;
            return (
              <Button
                key={part.refId}
                size="sm"
                minH="11"
                variant={part.refId === state.partRefId ? 'solid' : 'outline'}
                aria-current={part.refId === state.partRefId ? 'page' : undefined}
                aria-label={t(complete ? 'parts.complete' : 'parts.incomplete', { name })}
                onClick={() => dispatch({ type: 'part', partRefId: part.refId })}
              >
                <span aria-hidden>{complete ? '✓' : '!'}</span> {name}
              </Button>
            );
          })}
        </HStack>
      )}

      <Box as="main" flex="1" px="3" py="4">
        <SceneCanvas
          scene={scene}
          template={template}
          partRefId={state.partRefId}
          resources={state.design.resources}
          year={state.design.year}
          activeSlot={state.view === 'image' ? state.slot : null}
          uploads={uploads}
          label={t('canvas.label', { name: template.name })}
          zoomable={!options.disableImageToolbox}
          onSelectSlot={(id, kind) => open(kind === 'image' ? 'image' : 'text', id)}
          onCrop={(id, crop) => {
            const r = state.design.resources.find((x) => (x.fullId ?? x.id) === id);
            if (r?.image) dispatch({ type: 'set-resource', resource: { ...r, image: { ...r.image, cropRect: crop } } });
          }}
        />
      </Box>

      {/* on the screen's bottom edge, or on the consent banner's top while it is shown (a package's item is in a
          dialog above the banner and the shop's header); never taller than the room between the shell's sticky
          header and the banner less the editor's own header (its Back, Undo and Redo stay uncovered at the top of
          the page): a tall view scrolls inside it */}
      <Box
        as="section"
        aria-label={t('toolbar.label')}
        bg="bg"
        borderTopWidth="1px"
        px="3"
        py="3"
        position="sticky"
        bottom={reserve}
        maxH={packageItem ? `calc(100dvh - ${EDITOR_HEADER})` : `calc(100dvh - var(--shop-header-height, 0px) - ${EDITOR_HEADER} - ${reserve})`}
        overflowY="auto"
        overflowX="hidden"
      >
        {state.view === 'main' && (
          <Stack gap="3">
            <Flex gap="2" wrap="wrap">
              <Button variant="outline" minH="11" disabled={!imageSlots.length} onClick={() => open('select-image')}>
                {options.disableImageToolbox ? t('toolbar.changePhotos') : t('toolbar.changeEditPhotos')}
              </Button>
              {hasTexts && (
                <Button variant="outline" minH="11" onClick={() => open('select-text')}>
                  {t('toolbar.editText')}
                </Button>
              )}
              {template.type === 'CALENDAR' && (
                <Button variant="outline" minH="11" disabled={template.supportedYears.length <= 1} onClick={() => open('year')}>
                  {t('toolbar.changeYear')}
                </Button>
              )}
              {!line && (packageItem?.canChangeTemplate ?? true) && (
                <Button variant="outline" minH="11" onClick={() => open('templates')}>
                  {t('toolbar.changeDesign')}
                </Button>
              )}
              <Button variant="outline" minH="11" onClick={() => open('preview')}>
                {t('toolbar.preview')}
              </Button>
            </Flex>
            <HStack justify="space-between">
              <Button variant="ghost" minH="11" onClick={close}>
                {t('actions.cancel')}
              </Button>
              <Button minH="11" disabled={!valid} onClick={() => (packageItem ? packageItem.onSave(state.design) : open('buy'))}>
                {packageItem ? t('package.saveItem') : update ? t('actions.updateCart') : t('actions.addToCart')}
              </Button>
            </HStack>
            {!valid && <Text fontSize="sm">{t('actions.notValid')}</Text>}
          </Stack>
        )}
        {state.view === 'select-image' && <SlotPicker kind="image" slots={partSlots('image')} onPick={(id) => open('image', id)} onBack={() => open('main')} />}
        {state.view === 'select-text' && <SlotPicker kind="text" slots={partSlots('text')} onPick={(id) => open('text', id)} onBack={() => open('main')} />}
        {state.view === 'image' && state.slot && (
          <ImageView
            template={template}
            scene={scene}
            partRefId={state.partRefId}
            slot={state.slot}
            design={state.design}
            pictureSet={pictureSet}
            pictureSets={pictureSets}
            subjectChange={{
              // the template's own mode first, else the portal's (spec 2 section 4)
              mode: template.subjectChangeMode ?? options.subjectChangeMode ?? 0,
              disableMixPhotographers: options.disableMixPhotographers ?? false,
            }}
            recent={recent.data ?? []}
            options={options}
            onChange={(resources) => dispatch({ type: 'set-resources', resources })}
            onDone={() => open('main')}
          />
        )}
        {state.view === 'text' && state.slot && (
          <TextView
            scene={scene}
            slot={state.slot}
            design={state.design}
            onChange={(resource) => dispatch({ type: 'set-resource', resource })}
            onDone={() => open('main')}
          />
        )}
        {state.view === 'templates' && (
          <TemplatesStrip
            current={template}
            productUuid={product.uuid}
            subjectUuid={pictureSet?.uuid ?? null}
            onPick={(next, design) => {
              const start = { resources: design?.resources ?? (next.userResources as UserResource[]), year: design?.year ?? state.design.year };
              // the same template again (a design of it from the cart): a change of this design, undoable
              if (next.uuid === template.uuid) return dispatch({ type: 'restore', design: start });
              setTemplate(next);
              dispatch({ type: 'reset', design: start, partRefId: next.scene.parts[0]!.refId });
            }}
            onBack={() => open('main')}
          />
        )}
        {state.view === 'year' && (
          <YearView
            year={state.design.year}
            supported={template.supportedYears}
            onChange={(year) => dispatch({ type: 'set-year', year })}
            onDone={() => open('main')}
          />
        )}
      </Box>

      {state.view === 'preview' && (
        <PreviewDialog scene={scene} template={template} design={state.design} uploads={uploads} name={template.name} onClose={() => open('main')} />
      )}
      {state.view === 'buy' && (
        <BuyView
          template={template}
          product={product}
          currency={currency}
          design={state.design}
          line={line}
          onClose={() => open('main')}
          onSaved={() => {
            draft.forget();
            dispatch({ type: 'reset', design: state.design, partRefId: state.partRefId });
            unsaved.leave(afterAddPath({ update, retouchAvailable, resources: state.design.resources, pictureSet }));
          }}
        />
      )}
      {draft.offer && (
        <ConfirmDialog
          title={t('draft.title')}
          body={t('draft.body', { when: formatDate(draft.offer.savedAt, { withTime: true }) })}
          confirm={t('draft.restore')}
          cancel={t('draft.discard')}
          onConfirm={() => {
            dispatch({ type: 'restore', design: draft.offer!.value });
            draft.accept();
          }}
          onCancel={draft.discard}
        />
      )}
      {(confirmClose || unsaved.held) && (
        <UnsavedDialog
          onClose={() => {
            const held = unsaved.held;
            setConfirmClose(false);
            draft.forget();
            dispatch({ type: 'reset', design: state.saved, partRefId: state.partRefId });
            // a link or Back goes where the parent asked to; Cancel where Cancel goes
            if (held) unsaved.leave(held.url, held.replace);
            else leave();
          }}
          onContinue={() => {
            setConfirmClose(false);
            unsaved.stay();
          }}
        />
      )}
    </Stack>
  );
}
