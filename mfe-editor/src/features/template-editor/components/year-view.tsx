/**
 * The year picker (spec 2 section 5): never below the current year (minus stops there); a typed value that
 * is not a number or is lower resets to the current year on blur; plus from empty starts at the current
 * year; only the template's supported years are taken.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, HStack, IconButton, Input, Stack, Text } from '@shop/ui';

export function nextYear(typed: string, current: number, step: 1 | -1): number {
  const n = Number.parseInt(typed, 10);
  if (!Number.isFinite(n)) return current;
  return Math.max(current, n + step);
}

export function yearOnBlur(typed: string, current: number): number {
  const n = Number.parseInt(typed, 10);
  return Number.isFinite(n) && n >= current ? n : current;
}

export function YearView({
  year,
  supported,
  onChange,
  onDone,
}: {
  year: number | null;
  supported: number[];
  onChange: (year: number) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('editor');
  const current = new Date().getFullYear();
  const [typed, setTyped] = useState(String(year ?? ''));
  const allowed = (y: number) => supported.length === 0 || supported.includes(y);
  const take = (y: number) => {
    setTyped(String(y));
    if (allowed(y)) onChange(y);
  };
  const typedYear = Number.parseInt(typed, 10);
  return (
    <Stack gap="3">
      <Text fontWeight="semibold" id="year-label">
        {t('year.title')}
      </Text>
      <HStack gap="2">
        <IconButton
          variant="outline"
          minW="11"
          h="11"
          aria-label={t('year.previous')}
          disabled={!Number.isFinite(typedYear) || typedYear <= current}
          onClick={() => take(nextYear(typed, current, -1))}
        >
          <span aria-hidden>−</span>
        </IconButton>
        <Input
          aria-labelledby="year-label"
          inputMode="numeric"
          w="24"
          h="11"
          textAlign="center"
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onBlur={() => take(yearOnBlur(typed, current))}
        />
        <IconButton variant="outline" minW="11" h="11" aria-label={t('year.next')} onClick={() => take(typed === '' ? current : nextYear(typed, current, 1))}>
          <span aria-hidden>+</span>
        </IconButton>
      </HStack>
      {Number.isFinite(typedYear) && !allowed(typedYear) && <Text color="fg.error">{t('year.notSupported', { years: supported.join(', ') })}</Text>}
      <HStack>
        <Button minH="11" onClick={onDone}>
          {t('actions.done')}
        </Button>
      </HStack>
    </Stack>
  );
}
