import { Box, Button, Field, Grid, HStack, IconButton, Input, Stack, Text } from '@shop/ui';
import { FormAlert } from '@shop/ui/toolkit';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { call } from '@shop/api-client';
import type { MenuEntry } from '@shop/contracts/core';
import { MENU_RULES, type PortalContent, StudioMenuEntry, studioApi } from '@shop/contracts/studio';
import { issueProblem, problemText } from '../../../lib/errors';
import { Section } from '../../../lib/page';
import { SelectField } from '../../../lib/select-field';
import { ContentLanguage } from './content-language';
import { SaveFeedback } from '../../../lib/save-feedback';
import { useSave } from '../../../lib/use-save';
import { contentSaved, reloadContent } from '../hooks/use-content';
import { move, useDraft } from '../hooks/use-draft';

type Entry = v.InferInput<typeof StudioMenuEntry>;
const TYPES = ['internal', 'modal', 'other', 'cookiesettings'] as const;
const VISIBILITIES = [0, 1, 2] as const;

/** The stored menu as the editor's entries (older menus may carry data the studio does not edit: it is kept out). */
const toEntries = (menu: MenuEntry[]): Entry[] =>
  menu.map((e) => ({
    title: { ...e.title },
    visibility: e.visibility,
    type: e.type,
    target: e.target,
    ...(e.icon ? { icon: e.icon } : {}),
    ...(e.children?.length ? { children: e.children.map((c) => ({ title: { ...c.title }, visibility: c.visibility, type: c.type, target: c.target })) } : {}),
  }));

const newEntry = (): Entry => ({ title: {}, visibility: 0, type: 'internal', target: '/' });

interface RowProps {
  entry: Entry;
  language: string;
  label: string;
  index: number;
  count: number;
  onChange: (entry: Entry) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One entry: its title in the chosen language, type, target, who sees it; up/down for the keyboard, drag for the mouse. */
function EntryRow({ entry, language, label, index, count, onChange, onMove, onRemove }: RowProps) {
  const { t } = useTranslation('studio');
  const group = (entry.children?.length ?? 0) > 0;
  return (
    // one row on a desktop; two columns on a tablet, where five in a row would cut the choices' texts off
    <Grid
      templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'minmax(0, 1.2fr) minmax(0, 1.4fr) minmax(0, 1.6fr) minmax(0, 1.4fr) auto' }}
      gap="2"
      alignItems="end"
    >
      <Field.Root>
        <Field.Label fontSize="sm">{t('content.menu.titleIn', { language: language.toUpperCase() })}</Field.Label>
        <Input
          bg="surface.raised"
          size="sm"
          value={entry.title[language] ?? ''}
          onChange={(e) => onChange({ ...entry, title: { ...entry.title, [language]: e.currentTarget.value } })}
        />
      </Field.Root>
      <SelectField
        small
        label={t('content.menu.type')}
        options={TYPES.map((type) => ({ value: type, label: t(`content.menu.types.${type}`) }))}
        value={entry.type}
        onChange={(e) => onChange({ ...entry, type: e.currentTarget.value as Entry['type'] })}
      />
      <Field.Root>
        <Field.Label fontSize="sm">{group ? t('content.menu.groupTarget') : t(`content.menu.targets.${entry.type}`)}</Field.Label>
        <Input
          bg="surface.raised"
          size="sm"
          value={entry.target}
          disabled={entry.type === 'cookiesettings'}
          onChange={(e) => onChange({ ...entry, target: e.currentTarget.value })}
        />
      </Field.Root>
      <SelectField
        small
        label={t('content.menu.visibility')}
        options={VISIBILITIES.map((visibility) => ({ value: visibility, label: t(`content.menu.visibilities.${visibility}`) }))}
        value={String(entry.visibility)}
        onChange={(e) => onChange({ ...entry, visibility: Number(e.currentTarget.value) as 0 | 1 | 2 })}
      />
      <HStack gap="1">
        <IconButton size="sm" variant="outline" aria-label={t('content.moveUp', { name: label })} disabled={index === 0} onClick={() => onMove(index - 1)}>
          <span aria-hidden="true">↑</span>
        </IconButton>
        <IconButton
          size="sm"
          variant="outline"
          aria-label={t('content.moveDown', { name: label })}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <span aria-hidden="true">↓</span>
        </IconButton>
        <IconButton size="sm" variant="outline" colorPalette="red" aria-label={t('content.remove', { name: label })} onClick={onRemove}>
          <span aria-hidden="true">✕</span>
        </IconButton>
      </HStack>
    </Grid>
  );
}

/** The menu of spec 1: entries and groups (one level), titles per language, reordered by drag or by up/down. */
export function MenuEditor({ portalKey, content }: { portalKey: string; content: PortalContent }) {
  const { t } = useTranslation('studio');
  const { draft, setDraft, reset } = useDraft<Entry[]>(toEntries(content.menu), content.version);
  const [language, setLanguage] = useState(content.languages[0] ?? 'en');
  const [dragged, setDragged] = useState<number | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useSave();
  const labelOf = (entry: Entry, index: number) =>
    entry.title[language] || Object.values(entry.title).find(Boolean) || t('content.menu.entryN', { n: index + 1 });

  const change = (index: number, entry: Entry) => setDraft((list) => list.map((e, i) => (i === index ? entry : e)));
  const changeChild = (parent: number, index: number, child: Entry) =>
    setDraft((list) => list.map((e, i) => (i === parent ? { ...e, children: (e.children ?? []).map((c, j) => (j === index ? child : c)) } : e)));
  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) setDraft((list) => move(list, dragged, index));
    setDragged(null);
  };

  const submit = async () => {
    setInvalid(null);
    const checked = v.safeParse(v.pipe(v.array(StudioMenuEntry), v.maxLength(MENU_RULES.maxEntries)), draft);
    if (!checked.success) {
      const issue = checked.issues[0];
      const path = issue.path ?? [];
      const index = Number(path[0]?.key ?? 0);
      setInvalid(t('content.menu.invalid', { name: labelOf(draft[index] ?? newEntry(), index), message: problemText(t, issueProblem(issue)) }));
      return;
    }
    await save.run(async () => {
      const answer = await call(studioApi.updateMenu, { params: { portalKey }, body: { version: content.version, menu: checked.output } });
      contentSaved(portalKey, answer);
      reset(toEntries(answer.menu));
    });
  };

  return (
    <Section id="menu" title={t('content.menu.title')} description={t('content.menu.description')}>
      <ContentLanguage languages={content.languages} value={language} onChange={setLanguage} />
      <Stack as="ol" listStyleType="none" m="0" p="0" gap="3" aria-label={t('content.menu.entries')}>
        {draft.map((entry, index) => (
          <Box
            as="li"
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the index is their place
            key={index}
            draggable
            onDragStart={(e: DragEvent) => {
              setDragged(index);
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(e: DragEvent) => e.preventDefault()}
            onDrop={dropOn(index)}
            data-testid="menu-entry"
            borderWidth="1px"
            borderRadius="md"
            p="3"
            bg={dragged === index ? 'bg.muted' : 'surface.raised'}
            cursor="grab"
          >
            <Stack gap="2">
              <Text fontSize="sm" fontWeight="semibold">
                <span aria-hidden="true">⠿ </span>
                {labelOf(entry, index)}
              </Text>
              <EntryRow
                entry={entry}
                language={language}
                label={labelOf(entry, index)}
                index={index}
                count={draft.length}
                onChange={(e) => change(index, e)}
                onMove={(to) => setDraft((list) => move(list, index, to))}
                onRemove={() => setDraft((list) => list.filter((_, i) => i !== index))}
              />
              {(entry.children ?? []).length ? (
                <Stack
                  as="ol"
                  listStyleType="none"
                  m="0"
                  ps={{ base: 2, md: 8 }}
                  gap="2"
                  aria-label={t('content.menu.groupOf', { name: labelOf(entry, index) })}
                >
                  {(entry.children ?? []).map((child, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the index is their place
                    <Box as="li" key={j} borderLeftWidth="3px" ps="3">
                      <EntryRow
                        entry={child}
                        language={language}
                        label={labelOf(child, j)}
                        index={j}
                        count={entry.children?.length ?? 0}
                        onChange={(c) => changeChild(index, j, c)}
                        onMove={(to) => change(index, { ...entry, children: move(entry.children ?? [], j, to) })}
                        onRemove={() => change(index, { ...entry, children: (entry.children ?? []).filter((_, k) => k !== j) })}
                      />
                    </Box>
                  ))}
                </Stack>
              ) : null}
              <Box>
                <Button size="xs" variant="ghost" onClick={() => change(index, { ...entry, children: [...(entry.children ?? []), newEntry()] })}>
                  {t('content.menu.addChild', { name: labelOf(entry, index) })}
                </Button>
              </Box>
            </Stack>
          </Box>
        ))}
      </Stack>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => setDraft((list) => [...list, newEntry()])} disabled={draft.length >= MENU_RULES.maxEntries}>
          {t('content.menu.add')}
        </Button>
      </HStack>
      {invalid ? <FormAlert message={invalid} /> : null}
      <SaveFeedback
        state={save}
        onReload={() => {
          reset();
          save.clear();
          void reloadContent(portalKey);
        }}
      />
      <Box>
        <Button colorPalette="brand" onClick={submit} loading={save.busy}>
          {t('content.menu.save')}
        </Button>
      </Box>
    </Section>
  );
}
