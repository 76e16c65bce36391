import { Badge, Stack, Text } from '@shop/ui';
import { FormAlert } from '@shop/ui/toolkit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { call } from '@shop/api-client';
import { studioApi } from '@shop/contracts/studio';
import { TEMPLATE_ZIP_MAX_BYTES, type TemplateCheck, studioCatalogApi } from '@shop/contracts/studio-catalog';
import { useCall } from '@shop/data';
import { StudioRefusal } from '../../../lib/errors';
import { ReadState, Section, StudioPage } from '../../../lib/page';
import { ProblemsTable } from '../../../lib/problems-table';
import { Cell, DataTable, RowHeader } from '../../../lib/table';
import { useSave } from '../../../lib/use-save';

const PALETTE = { added: 'green', changed: 'blue', unchanged: 'gray', withdrawn: 'red' } as const;

/** A templates folder as a zip, checked as `pnpm operator import-templates` checks it: its problems where they are, or its templates. */
function TemplatesUpload({ portalKey }: { portalKey: string }) {
  const { t, i18n } = useTranslation('studio-catalog');
  const inputId = useId();
  const checking = useSave();
  const [name, setName] = useState('');
  const [check, setCheck] = useState<TemplateCheck | null>(null);
  const onFile = async (file: File | undefined) => {
    setCheck(null);
    if (!file) return;
    setName(file.name);
    await checking.run(async () => {
      if (file.size > TEMPLATE_ZIP_MAX_BYTES) throw new StudioRefusal(t('templates.tooLarge', { mb: TEMPLATE_ZIP_MAX_BYTES / 1024 / 1024 }));
      const body = new FormData();
      body.append('file', file);
      setCheck(await call(studioCatalogApi.templatesDryRun, { params: { portalKey }, body }));
    });
  };
  const local = (text: Record<string, string>) => text[i18n.language] ?? text[''] ?? Object.values(text)[0] ?? '';
  return (
    <Section id="templates-upload" title={t('templates.uploadTitle')} description={t('templates.uploadIntro')}>
      <Stack gap="4">
        <Stack gap="1">
          <label htmlFor={inputId} style={{ fontWeight: 600 }}>
            {t('templates.file')}
          </label>
          <input id={inputId} type="file" accept="application/zip,.zip" disabled={checking.busy} onChange={(e) => void onFile(e.currentTarget.files?.[0])} />
        </Stack>
        {checking.busy ? <Text role="status">{t('templates.checking')}</Text> : null}
        {checking.failure ? <FormAlert message={checking.failure} /> : null}
        {check?.problems.length ? (
          <Stack gap="2">
            <Text role="alert" color="fg.error" fontWeight="semibold">
              {t('templates.problems', { count: check.problems.length })}
            </Text>
            <ProblemsTable problems={check.problems} label={t('problems.table', { file: name })} />
          </Stack>
        ) : null}
        {check && !check.problems.length ? (
          <Stack gap="2">
            <Text fontWeight="semibold">{t('templates.checked', { file: name, count: check.templates.length })}</Text>
            <DataTable label={t('templates.table')} columns={(['name', 'type', 'categories', 'change'] as const).map((h) => t(`templates.columns.${h}`))}>
              {check.templates.map((tpl) => (
                <tr key={tpl.key}>
                  <RowHeader>{local(tpl.name) || tpl.key}</RowHeader>
                  <Cell>{t(`templates.types.${tpl.type}`, { defaultValue: tpl.type })}</Cell>
                  <Cell>{tpl.categories.join(', ')}</Cell>
                  <Cell>
                    <Badge colorPalette={PALETTE[tpl.change]} variant="subtle">
                      {t(`templates.change.${tpl.change}`)}
                    </Badge>
                  </Cell>
                </tr>
              ))}
            </DataTable>
          </Stack>
        ) : null}
      </Stack>
    </Section>
  );
}

/** A portal's templates: a folder uploaded as a zip and checked before anything changes. */
export function TemplatesPage() {
  const { t } = useTranslation('studio-catalog');
  const { portalKey = '' } = useParams();
  const portal = useCall(studioApi.portal, { params: { portalKey } });
  return (
    <ReadState read={portal}>
      {() => (
        <StudioPage title={t('templates.title', { name: portal.data!.name })} intro={t('templates.intro')}>
          <TemplatesUpload portalKey={portalKey} />
        </StudioPage>
      )}
    </ReadState>
  );
}
