import { Box, Button, Stack } from '@shop/ui';
import { Loading } from '@shop/ui/toolkit';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@shop/api-client';
import { POLICY_KINDS, type Policies, type PortalContent, studioApi } from '@shop/contracts/studio';
import { Section } from '../../../lib/page';
import { ContentLanguage } from './content-language';
import { RichTextEditor } from '../../rich-text';
import { SaveFeedback } from '../../../lib/save-feedback';
import { useSave } from '../../../lib/use-save';
import { contentSaved, reloadContent } from '../hooks/use-content';
import { useDraft } from '../hooks/use-draft';

/** Privacy policy, terms of service and terms of purchase: each its own text in each of the portal's languages. */
export function PoliciesEditor({ portalKey, content }: { portalKey: string; content: PortalContent }) {
  const { t } = useTranslation('studio');
  const { draft, setDraft, reset } = useDraft<Policies>(content.policies, content.version);
  const [language, setLanguage] = useState(content.languages[0] ?? 'en');
  const save = useSave();
  const submit = () =>
    save.run(async () => {
      const answer = await call(studioApi.updatePolicies, { params: { portalKey }, body: { version: content.version, policies: draft } });
      contentSaved(portalKey, answer);
      reset(answer.policies);
    });
  return (
    <Section id="policies" title={t('content.policies.title')} description={t('content.policies.description')}>
      <ContentLanguage languages={content.languages} value={language} onChange={setLanguage} />
      <Suspense fallback={<Loading label={t('frame.loading')} />}>
        <Stack gap="4">
          {POLICY_KINDS.map((kind) => (
            <RichTextEditor
              // a new editor per language: TipTap takes its content when it starts
              key={`${kind}-${language}-${content.version}`}
              label={t('content.policies.in', { kind: t(`content.policies.kinds.${kind}`), language: language.toUpperCase() })}
              value={draft[kind][language] ?? ''}
              onChange={(html) => setDraft((d) => ({ ...d, [kind]: { ...d[kind], [language]: html } }))}
            />
          ))}
        </Stack>
      </Suspense>
      <SaveFeedback
        state={save}
        onReload={() => {
          reset();
          save.clear();
          void reloadContent(portalKey);
        }}
      />
      <Box>
        <Button colorPalette="brand" loading={save.busy} onClick={() => void submit()}>
          {t('content.policies.save')}
        </Button>
      </Box>
    </Section>
  );
}
