import { Box, Stack, Text } from '@shop/ui';
import { Switch } from '@shop/ui/overlays';
import { SubmitButton } from '@shop/ui/toolkit';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { call } from '@shop/api-client';
import { REMOTE_MODULES, type RemoteModuleName } from '@shop/contracts/core';
import { type PortalDetail, studioApi } from '@shop/contracts/studio';
import { Section } from '../../../lib/page';
import { SaveFeedback } from '../../../lib/save-feedback';
import { portalSaved } from '../hooks/use-portal';
import { useSave } from '../../../lib/use-save';
import { useSyncedForm } from '../hooks/use-synced-form';

type Form = Record<RemoteModuleName, boolean>;
const toForm = (portal: PortalDetail): Form =>
  Object.fromEntries(REMOTE_MODULES.map((name) => [name, portal.modules.find((m) => m.name === name)?.enabled ?? false])) as Form;

/** The five customer modules on or off, each with what the switch does (the rules of `pnpm operator module`). */
export function ModulesForm({ portal }: { portal: PortalDetail }) {
  const { t } = useTranslation('studio');
  const form = useForm<Form>({ defaultValues: toForm(portal) });
  const save = useSave();
  const reload = useSyncedForm(form, portal, toForm);
  const submit = form.handleSubmit((values) =>
    save.run(async () => {
      const modules = REMOTE_MODULES.map((name) => ({ name, enabled: values[name] }));
      const answer = await call(studioApi.updatePortalModules, { params: { portalKey: portal.key }, body: { version: portal.version, modules } });
      portalSaved(answer);
      form.reset(toForm(answer));
    }),
  );
  return (
    <Section id="modules" title={t('settings.modules.title')} description={t('settings.modules.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          {REMOTE_MODULES.map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <Box borderWidth="1px" borderRadius="md" p="3">
                  <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="brand">
                    <Switch.HiddenInput aria-describedby={`module-${name}-what`} />
                    <Switch.Control />
                    <Switch.Label fontWeight="semibold">{t(`modules.${name}.name`)}</Switch.Label>
                  </Switch.Root>
                  <Text id={`module-${name}-what`} fontSize="sm" color="fg.muted" mt="1">
                    {t(`modules.${name}.${field.value ? 'off' : 'on'}`)}
                  </Text>
                </Box>
              )}
            />
          ))}
          <SaveFeedback state={save} onReload={reload} />
          <Box>
            <SubmitButton loading={form.formState.isSubmitting}>{t('settings.modules.save')}</SubmitButton>
          </Box>
        </Stack>
      </form>
    </Section>
  );
}
