import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../lib/select-field';

/** Which of the portal's languages the menu's titles or the policies are edited in. */
export function ContentLanguage({ languages, value, onChange }: { languages: string[]; value: string; onChange: (language: string) => void }) {
  const { t } = useTranslation('studio');
  return (
    <SelectField
      root={{ maxW: 'xs' }}
      label={t('content.language')}
      options={languages.map((code) => ({ value: code, label: t(`languages.${code}`, { defaultValue: code }) }))}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
