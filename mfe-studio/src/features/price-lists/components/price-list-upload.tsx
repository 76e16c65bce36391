import { Button, HStack, Stack, Text } from '@shop/ui';
import { FormAlert } from '@shop/ui/toolkit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@shop/api-client';
import { PRICE_LIST_MAX_BYTES, type PriceListCheck, studioCatalogApi } from '@shop/contracts/studio-catalog';
import { queryClient } from '@shop/data';
import { StudioRefusal } from '../../../lib/errors';
import { Section } from '../../../lib/page';
import { ProblemsTable } from '../../../lib/problems-table';
import { useSave } from '../../../lib/use-save';
import { PriceDiff } from './price-diff';

/**
 * Upload products.json: the server checks it as `pnpm operator import-products` does and answers its problems
 * or what publishing it would change; Publish sends the same file with the check's fingerprint.
 */
export function PriceListUpload({ portalKey }: { portalKey: string }) {
  const { t } = useTranslation('studio-catalog');
  const inputId = useId();
  const checking = useSave();
  const publishing = useSave();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [check, setCheck] = useState<PriceListCheck | null>(null);
  const [published, setPublished] = useState(false);

  const onFile = async (chosen: File | undefined) => {
    setCheck(null);
    setPublished(false);
    publishing.clear();
    if (!chosen) return;
    await checking.run(async () => {
      if (chosen.size > PRICE_LIST_MAX_BYTES) throw new StudioRefusal(t('upload.tooLarge', { mb: PRICE_LIST_MAX_BYTES / 1024 / 1024 }));
      const picked = { name: chosen.name, text: await chosen.text() };
      setFile(picked);
      setCheck(await call(studioCatalogApi.priceListDryRun, { params: { portalKey }, body: { file: picked } }));
    });
  };

  const publish = async () => {
    if (!file || !check?.fingerprint) return;
    const ok = await publishing.run(() => call(studioCatalogApi.publishPriceList, { params: { portalKey }, body: { file, fingerprint: check.fingerprint! } }));
    if (ok) {
      setPublished(true);
      setCheck(null);
      void queryClient.invalidateQueries();
    }
  };

  return (
    <Section id="price-list" title={t('upload.title')} description={t('upload.intro')}>
      <Stack gap="4">
        <Stack gap="1">
          <label htmlFor={inputId} style={{ fontWeight: 600 }}>
            {t('upload.file')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="application/json,.json"
            disabled={checking.busy || publishing.busy}
            onChange={(e) => void onFile(e.currentTarget.files?.[0])}
          />
        </Stack>
        {checking.busy ? <Text role="status">{t('upload.checking')}</Text> : null}
        {checking.failure ? <FormAlert message={checking.failure} /> : null}
        {published ? (
          <Text role="status" color="fg.success" fontWeight="semibold">
            {t('upload.published')}
          </Text>
        ) : null}
        {check?.problems.length ? (
          <Stack gap="2">
            <Text role="alert" color="fg.error" fontWeight="semibold">
              {t('upload.problems', { count: check.problems.length })}
            </Text>
            <ProblemsTable problems={check.problems} label={t('problems.table', { file: file?.name ?? '' })} />
          </Stack>
        ) : null}
        {check?.diff ? (
          <Stack gap="4">
            <Text fontWeight="semibold">{t('upload.checked', { file: file?.name ?? '' })}</Text>
            <PriceDiff diff={check.diff} />
            {publishing.failure ? <FormAlert message={publishing.failure} /> : null}
            <HStack>
              <Button onClick={() => void publish()} loading={publishing.busy}>
                {t('upload.publish')}
              </Button>
            </HStack>
          </Stack>
        ) : null}
      </Stack>
    </Section>
  );
}
