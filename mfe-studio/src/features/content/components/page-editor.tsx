import { Badge, Box, Button, Field, HStack, IconButton, Input, Link, Stack, Text } from '@shop/ui';
import { FormAlert, Loading } from '@shop/ui/toolkit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { call } from '@shop/api-client';
import { CMS_RULES, type StudioPage, StudioCmsModule, studioApi } from '@shop/contracts/studio';
import { invalidateCall, setCallData, useCall } from '@shop/data';
import { errorMessage, issueProblem, problemText, StudioRefusal } from '../../../lib/errors';
import { Section } from '../../../lib/page';
import { SelectField } from '../../../lib/select-field';
import { SaveFeedback } from '../../../lib/save-feedback';
import { useSave } from '../../../lib/use-save';
import { type Module, ModuleFields } from './module-fields';
import { PagePreview } from './page-preview';
import { reloadContent } from '../hooks/use-content';
import { move, useDraft } from '../hooks/use-draft';

const MODULE_TYPES = ['Title', 'RichText', 'Image', 'Slider', 'PromoteCategory'] as const;
type ModuleType = (typeof MODULE_TYPES)[number];

const newId = () => `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
function newModule(type: ModuleType): Module {
  const id = newId();
  switch (type) {
    case 'Title':
      return { id, type, text: '' };
    case 'RichText':
      return { id, type, html: '' };
    case 'Image':
      return { id, type, src: '', alt: '', openInNewWindow: false };
    case 'Slider':
      return { id, type, slides: [{ background: '', title: '', text: '' }] };
    case 'PromoteCategory':
      return { id, type, category: '', title: '', text: '', image: '', link: '/' };
  }
}

/** The stored modules the studio edits (a module of a type it does not know is left out of the draft). */
const toDraft = (page: StudioPage) => ({ title: page.title, modules: page.modules.filter((m): m is Module => v.is(StudioCmsModule, m)) });

/** One CMS page: its modules created, edited, reordered and deleted; saved as a draft, previewed, published. */
export function PageEditor({ portalKey, pageId, shopBase, onClose }: { portalKey: string; pageId: string; shopBase: string | null; onClose: () => void }) {
  const { t } = useTranslation('studio');
  const read = useCall(studioApi.page, { params: { portalKey, pageId } }, { staleTime: 0 });
  if (read.isPending) return <Loading label={t('frame.loading')} />;
  if (read.isError) return <FormAlert message={errorMessage(read.error, t)} />;
  return <LoadedPageEditor portalKey={portalKey} page={read.data} shopBase={shopBase} onClose={onClose} />;
}

function LoadedPageEditor({ portalKey, page, shopBase, onClose }: { portalKey: string; page: StudioPage; shopBase: string | null; onClose: () => void }) {
  const { t } = useTranslation('studio');
  const { draft, setDraft, dirty, reset } = useDraft(toDraft(page), page.version);
  const [adding, setAdding] = useState<ModuleType>('RichText');
  const [preview, setPreview] = useState(false);
  const save = useSave();
  const params = { portalKey, pageId: page.id };
  const saved = (answer: StudioPage) => {
    setCallData(studioApi.page, { params }, answer);
    reset(toDraft(answer));
    void reloadContent(portalKey);
  };
  const modules = draft.modules;
  const setModules = (update: (list: Module[]) => Module[]) => setDraft((d) => ({ ...d, modules: update(d.modules) }));
  const moduleLabel = (module: Module, index: number) => t('content.pages.moduleN', { n: index + 1, type: t(`content.pages.types.${module.type}`) });

  /** Saves the draft when it has changes; the answer's version is what a publish must name. */
  const saveDraft = async (): Promise<StudioPage> => {
    const checked = v.safeParse(studioApi.updatePage.body!, { version: page.version, title: draft.title, modules });
    if (!checked.success) {
      const issue = checked.issues[0];
      const index = issue.path?.[0]?.key === 'modules' ? Number(issue.path[1]?.key) : null;
      const message = problemText(t, issueProblem(issue));
      throw new StudioRefusal(index === null ? message : t('content.pages.invalid', { name: moduleLabel(modules[index]!, index), message }));
    }
    const answer = await call(studioApi.updatePage, { params, body: checked.output });
    saved(answer);
    return answer;
  };

  const publish = () =>
    save.run(async () => {
      const current = dirty ? await saveDraft() : page;
      saved(await call(studioApi.publishPage, { params, body: { version: current.version } }));
    });

  // deleting asks in the page, in two steps (as the orders' cancel): no browser dialog, and the question is read
  // out with the button that answers it, which takes the focus the first button had
  const [confirmDelete, setConfirmDelete] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirmDelete) confirmButton.current?.focus();
  }, [confirmDelete]);
  const remove = () => {
    void save.run(async () => {
      await call(studioApi.deletePage, { params, query: { version: String(page.version) } });
      await reloadContent(portalKey);
      onClose();
    });
  };

  const live = shopBase && page.published ? `${shopBase}pages/${page.id}` : null;
  return (
    <Section id="page-editor" title={t('content.pages.editing', { title: draft.title || page.id })}>
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={page.published ? 'green' : 'gray'}>{page.published ? t('content.pages.published') : t('content.pages.notPublished')}</Badge>
        {page.hasDraft || dirty ? <Badge colorPalette="orange">{t('content.pages.draft')}</Badge> : null}
        {live ? (
          <Link href={live} target="_blank" rel="noopener" color="brand.fg" textDecoration="underline">
            {t('content.pages.openInShop', { path: `/pages/${page.id}` })}
          </Link>
        ) : null}
      </HStack>
      <Field.Root>
        <Field.Label>{t('content.pages.pageTitle')}</Field.Label>
        <Input bg="surface.raised" value={draft.title} onChange={(e) => setDraft((d) => ({ ...d, title: e.currentTarget.value }))} />
      </Field.Root>
      <Stack as="ol" listStyleType="none" m="0" p="0" gap="3" aria-label={t('content.pages.modules')}>
        {modules.map((module, index) => (
          <Box as="li" key={module.id} borderWidth="1px" borderRadius="md" p="3" bg="surface.raised" data-testid="page-module">
            <Stack gap="2">
              <HStack justify="space-between">
                <Text fontWeight="semibold">{moduleLabel(module, index)}</Text>
                <HStack gap="1">
                  <IconButton
                    size="sm"
                    variant="outline"
                    aria-label={t('content.moveUp', { name: moduleLabel(module, index) })}
                    disabled={index === 0}
                    onClick={() => setModules((l) => move(l, index, index - 1))}
                  >
                    <span aria-hidden="true">↑</span>
                  </IconButton>
                  <IconButton
                    size="sm"
                    variant="outline"
                    aria-label={t('content.moveDown', { name: moduleLabel(module, index) })}
                    disabled={index === modules.length - 1}
                    onClick={() => setModules((l) => move(l, index, index + 1))}
                  >
                    <span aria-hidden="true">↓</span>
                  </IconButton>
                  <IconButton
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    aria-label={t('content.remove', { name: moduleLabel(module, index) })}
                    onClick={() => setModules((l) => l.filter((m) => m.id !== module.id))}
                  >
                    <span aria-hidden="true">✕</span>
                  </IconButton>
                </HStack>
              </HStack>
              <ModuleFields module={module} portalKey={portalKey} onChange={(next) => setModules((l) => l.map((m) => (m.id === module.id ? next : m)))} />
            </Stack>
          </Box>
        ))}
      </Stack>
      <HStack gap="2" align="end" wrap="wrap">
        <SelectField
          root={{ maxW: 'xs' }}
          label={t('content.pages.moduleType')}
          options={MODULE_TYPES.map((type) => ({ value: type, label: t(`content.pages.types.${type}`) }))}
          value={adding}
          onChange={(e) => setAdding(e.currentTarget.value as ModuleType)}
        />
        <Button variant="outline" onClick={() => setModules((l) => [...l, newModule(adding)])} disabled={modules.length >= CMS_RULES.maxModules}>
          {t('content.pages.addModule')}
        </Button>
      </HStack>
      <SaveFeedback
        state={save}
        onReload={() => {
          reset();
          save.clear();
          void invalidateCall(studioApi.page, { params });
        }}
      />
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" loading={save.busy} onClick={() => void save.run(saveDraft)}>
          {t('content.pages.saveDraft')}
        </Button>
        <Button colorPalette="brand" variant="outline" loading={save.busy} onClick={() => void publish()}>
          {t('content.pages.publish')}
        </Button>
        <Button variant="outline" aria-pressed={preview} onClick={() => setPreview((p) => !p)}>
          {preview ? t('content.pages.hidePreview') : t('content.pages.showPreview')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('content.pages.back')}
        </Button>
        {confirmDelete ? null : (
          <Button variant="ghost" colorPalette="red" onClick={() => setConfirmDelete(true)}>
            {t('content.pages.delete')}
          </Button>
        )}
      </HStack>
      {confirmDelete ? (
        <Stack gap="2" borderWidth="1px" borderColor="border.error" borderRadius="md" p="3">
          <Text id="page-delete-question">{t('content.pages.confirmDelete', { title: page.title || page.id })}</Text>
          <HStack gap="3" wrap="wrap">
            <Button ref={confirmButton} colorPalette="red" aria-describedby="page-delete-question" loading={save.busy} onClick={remove}>
              {t('content.pages.deleteYes')}
            </Button>
            <Button variant="outline" onClick={() => setConfirmDelete(false)}>
              {t('content.pages.deleteKeep')}
            </Button>
          </HStack>
        </Stack>
      ) : null}
      {preview ? <PagePreview modules={modules} /> : null}
    </Section>
  );
}
