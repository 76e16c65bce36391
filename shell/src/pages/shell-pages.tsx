import { Route, Routes } from 'react-router';
import { Heading } from '@shop/ui';
import { useTranslation } from 'react-i18next';

export function ShellPages() {
  const { t } = useTranslation('shell');
  return (
    <Routes>
      <Route path="*" element={<Heading as="h1">{t('notFound.title')}</Heading>} />
    </Routes>
  );
}
