import { useTranslation } from 'react-i18next';
import { Button, Flex } from '@shop/ui';
import type { FilterType, FilterSelection } from '../lib/filters';

/** How an option reads: yes/no translated, the rest as it is (10x15, 4). */
export function useOptionName() {
  const { t } = useTranslation('catalog');
  return (type: FilterType, value: string) => (type === 'texts' ? (value === 'yes' ? t('list.yes') : t('list.no')) : value);
}

/** The active filters as removable chips 'title: option' (spec 2). */
export function FilterChips({ selection, onRemove }: { selection: FilterSelection; onRemove: (type: FilterType, value: string) => void }) {
  const { t } = useTranslation('catalog');
  const optionName = useOptionName();
  const chips = (Object.entries(selection) as [FilterType, string[]][]).flatMap(([type, values]) => values.map((value) => ({ type, value })));
  if (!chips.length) return null;
  return (
    <Flex as="ul" wrap="wrap" gap="2" listStyleType="none" p="0" m="0">
      {chips.map(({ type, value }) => {
        const chip = t('list.chip', { title: t(`list.filters.${type}`), option: optionName(type, value) });
        return (
          <li key={`${type}:${value}`}>
            <Button
              size="sm"
              variant="subtle"
              colorPalette="brand"
              borderRadius="full"
              minH="44px"
              aria-label={t('list.removeFilter', { chip })}
              onClick={() => onRemove(type, value)}
            >
              {chip} <span aria-hidden>×</span>
            </Button>
          </li>
        );
      })}
    </Flex>
  );
}
