import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@shop/ui/overlays';

/** The marketing consent (acceptmail) of the registration form. */
export function AcceptMailCheckbox({ control }: { control: Control<{ mobile: string; password: string; acceptmail: boolean }> }) {
  const { t } = useTranslation('access');
  return (
    <Controller
      name="acceptmail"
      control={control}
      render={({ field }) => (
        <Checkbox.Root checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)} name={field.name} colorPalette="brand">
          <Checkbox.HiddenInput onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{t('register.acceptMail')}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}
