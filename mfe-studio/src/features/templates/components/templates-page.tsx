import { Stack, Text } from '@shop/ui';
import { FormAlert } from '@shop/ui/toolkit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { call } from '@shop/api-client';
import { studioApi } from '@shop/contracts/studio';
import { TEMPLATE_ZIP_MAX_BYTES, type TemplateCheck as Check, studioCatalogApi } from '@shop/contracts/studio-catalog';
import { queryClient, useCall } from '@shop/data';
import { errorMessage, StudioRefusal } from '../../../lib/errors';
import { ReadState, Section, StudioPage } from '../../../lib/page';
import { ProblemsTable } from '../../../lib/problems-table';
import { useSave } from '../../../lib/use-save';
import { type PublishState, TemplateCheck } from './template-check';
import { TemplatesList } from './templates-list';

const zipBody = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/**
 * A templates folder as a zip, checked as `pnpm operator import-templates` checks it: its problems where they
 * are, or its templates drawn with the sample pictures, by category; Publish sends the same zip for one
 * category and checks it again, so the page shows what the shop has now.
 */
function TemplatesUpload({ portalKey }: { portalKey: string }) {
  const { t } = useTranslation('studio-catalog');
  const { t: ts } = useTranslation('studio');
  const inputId = useId();
  const checking = useSave();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<Check | null>(null);
  const [publishing, setPublishing] = useState<PublishState>({ busy: null, failure: null, published: [] });

  const runCheck = (chosen: File) => call(studioCatalogApi.templatesDryRun, { params: { portalKey }, body: zipBody(chosen) });
  const onFile = async (chosen: File | undefined) => {
    setCheck(null);
    setPublishing({ busy: null, failure: null, published: [] });
    if (!chosen) return;
    setFile(chosen);
    await checking.run(async () => {
      if (chosen.size > TEMPLATE_ZIP_MAX_BYTES) throw new StudioRefusal(t('templates.tooLarge', { mb: TEMPLATE_ZIP_MAX_BYTES / 1024 / 1024 }));
      setCheck(await runCheck(chosen));
    });
  };
  const publish = async (section: string) => {
    if (!file) return;
    setPublishing((s) => ({ ...s, busy: section, failure: null }));
    try {
      await call(studioCatalogApi.publishTemplates, { params: { portalKey }, query: { category: section }, body: zipBody(file) });
      void queryClient.invalidateQueries();
      setCheck(await runCheck(file));
      setPublishing((s) => ({ busy: null, failure: null, published: [...s.published, section] }));
    } catch (error) {
      setPublishing((s) => ({ ...s, busy: null, failure: { section, message: errorMessage(error, ts) } }));
    }
  };

  return (
    <Section id="templates-upload" title={t('templates.uploadTitle')} description={t('templates.uploadIntro')}>
      <Stack gap="4">
        <Stack gap="1">
          <label htmlFor={inputId} style={{ fontWeight: 600 }}>
            {t('templates.file')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="application/zip,.zip"
            disabled={checking.busy || publishing.busy !== null}
            onChange={(e) => void onFile(e.currentTarget.files?.[0])}
          />
        </Stack>
        {checking.busy ? <Text role="status">{t('templates.checking')}</Text> : null}
        {checking.failure ? <FormAlert message={checking.failure} /> : null}
        {check?.problems.length ? (
          <Stack gap="2">
            <Text role="alert" color="fg.error" fontWeight="semibold">
              {t('templates.problems', { count: check.problems.length })}
            </Text>
            <ProblemsTable problems={check.problems} label={t('problems.table', { file: file?.name ?? '' })} />
          </Stack>
        ) : null}
        {check && !check.problems.length ? (
          <Stack gap="4">
            <Text fontWeight="semibold">{t('templates.checked', { file: file?.name ?? '', count: check.templates.length })}</Text>
            <TemplateCheck check={check} publish={(section) => void publish(section)} state={publishing} />
          </Stack>
        ) : null}
      </Stack>
    </Section>
  );
}

/** A portal's templates: the shop's list with Withdraw, and a folder uploaded as a zip, checked and published by category. */
export function TemplatesPage() {
  const { t } = useTranslation('studio-catalog');
  const { portalKey = '' } = useParams();
  const portal = useCall(studioApi.portal, { params: { portalKey } });
  return (
    <ReadState read={portal}>
      {() => (
        <StudioPage title={t('templates.title', { name: portal.data!.name })} intro={t('templates.intro')}>
          <TemplatesUpload portalKey={portalKey} />
          <TemplatesList portalKey={portalKey} />
        </StudioPage>
      )}
    </ReadState>
  );
}
