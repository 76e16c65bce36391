import { Badge, Button, Stack, Text } from '@shop/ui';
import { FormAlert } from '@shop/ui/toolkit';
import { useTranslation } from 'react-i18next';
import { call } from '@shop/api-client';
import { type StudioTemplate, studioCatalogApi } from '@shop/contracts/studio-catalog';
import { queryClient, useCall } from '@shop/data';
import { ReadState, Section } from '../../../lib/page';
import { Cell, DataTable, RowHeader } from '../../../lib/table';
import { useSave } from '../../../lib/use-save';
import { localText, sectionName } from './template-texts';

/** The portal's templates as the shop has them; Withdraw takes one out of the shop's lists (publishing it again brings it back). */
export function TemplatesList({ portalKey }: { portalKey: string }) {
  const { t, i18n } = useTranslation('studio-catalog');
  const list = useCall(studioCatalogApi.templates, { params: { portalKey } });
  const withdrawing = useSave();
  const withdraw = async (template: StudioTemplate) => {
    const ok = await withdrawing.run(() => call(studioCatalogApi.withdrawTemplate, { params: { portalKey, templateUuid: template.uuid }, body: {} }));
    if (ok) void queryClient.invalidateQueries();
  };
  return (
    <Section id="templates-list" title={t('templates.listTitle')} description={t('templates.listIntro')}>
      <ReadState read={list}>
        {() => (
          <Stack gap="2">
            {withdrawing.failure ? <FormAlert message={withdrawing.failure} /> : null}
            {list.data!.templates.length ? (
              <DataTable
                label={t('templates.listTitle')}
                columns={(['name', 'type', 'sections', 'state', 'action'] as const).map((h) => t(`templates.listColumns.${h}`))}
              >
                {list.data!.templates.map((tpl) => {
                  const name = localText(tpl.name, i18n.language) || tpl.key;
                  return (
                    <tr key={tpl.uuid}>
                      <RowHeader>{name}</RowHeader>
                      <Cell>{t(`templates.types.${tpl.type}`, { defaultValue: tpl.type })}</Cell>
                      <Cell>{tpl.sections.map((s) => sectionName(t, s)).join(', ')}</Cell>
                      <Cell>
                        <Badge colorPalette={tpl.active ? 'green' : 'gray'} variant="subtle">
                          {t(tpl.active ? 'templates.state.active' : 'templates.state.withdrawn')}
                        </Badge>
                      </Cell>
                      <Cell>
                        {tpl.active ? (
                          <Button
                            size="xs"
                            variant="outline"
                            disabled={withdrawing.busy}
                            onClick={() => void withdraw(tpl)}
                            aria-label={t('templates.withdrawNamed', { name })}
                          >
                            {t('templates.withdraw')}
                          </Button>
                        ) : null}
                      </Cell>
                    </tr>
                  );
                })}
              </DataTable>
            ) : (
              <Text>{t('templates.none')}</Text>
            )}
          </Stack>
        )}
      </ReadState>
    </Section>
  );
}
