import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '@shop/contracts/templates';
import { Button, Stack, Text } from '@shop/ui';
import { Checkbox, DialogFrame } from '@shop/ui/overlays';
import { applyFilters, type Filter, type FilterSelection, toggle } from '../lib/filters';
import { useOptionName } from './filter-chips';

/** 'Filter selection': the filters as checkboxes; 'Show %d templates' counts live and applies. */
export function FilterDialog({
  filters,
  templates,
  selection,
  onApply,
}: {
  filters: Filter[];
  templates: TemplateSummary[];
  selection: FilterSelection;
  onApply: (s: FilterSelection) => void;
}) {
  const { t } = useTranslation('catalog');
  const optionName = useOptionName();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterSelection>(selection);
  const count = applyFilters(templates, draft).length;
  return (
    <DialogFrame
      open={open}
      onOpenChange={(isOpen) => {
        setOpen(isOpen);
        if (isOpen) setDraft(selection);
      }}
      scrollBehavior="inside"
      title={t('list.filterSelection')}
      closeLabel={t('common.close')}
      closeProps={{ size: 'sm' }}
      trigger={
        <Button variant="outline" minH="44px">
          {t('list.filter')}
        </Button>
      }
      footer={
        <Button
          colorPalette="brand"
          minH="44px"
          w="100%"
          onClick={() => {
            onApply(draft);
            setOpen(false);
          }}
        >
          {t('list.showTemplates', { count })}
        </Button>
      }
    >
      <Stack gap="5">
        {filters.map((f) => (
          <Stack as="fieldset" key={f.type} gap="2" borderWidth="0" p="0" m="0">
            <Text as="legend" fontWeight="semibold" mb="2">
              {t(`list.filters.${f.type}`)}
            </Text>
            {f.options.map((o) => (
              <Checkbox.Root
                key={o.value}
                checked={(draft[f.type] ?? []).includes(o.value)}
                onCheckedChange={() => setDraft((d) => toggle(d, f.type, o.value))}
                minH="44px"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{optionName(f.type, o.value)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        ))}
      </Stack>
    </DialogFrame>
  );
}
