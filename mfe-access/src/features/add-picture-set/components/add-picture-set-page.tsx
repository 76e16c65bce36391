import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Stack, useDocumentTitle } from '@shop/ui';
import { FormCard } from '../../../components/form-card';
import { PageHeading } from '../../../components/page-heading';
import { DarkBackground } from '../../../components/dark-background';
import { AddCodeForm } from './add-code-form';

/**
 * /my-account/add-picture-set (spec 1, account area): the account's add-code form on a page of its
 * own, the same flow as the 'Add picture code' dialog (confirmation, warning, then the new set).
 */
export function AddPictureSetPage() {
  const { t } = useTranslation('access');
  useDocumentTitle(t('addCode.pageTitle'));
  const [params] = useSearchParams();
  return (
    <DarkBackground>
      <Stack gap="6">
        <PageHeading>{t('addCode.pageTitle')}</PageHeading>
        <FormCard>
          <AddCodeForm initialCode={params.get('code') ?? undefined} />
        </FormCard>
      </Stack>
    </DarkBackground>
  );
}
