import { chakra, Stack, Text } from '@shop/ui';
import { useTranslation } from 'react-i18next';

const megabytes = (n: number) => Math.round(n / 1024 / 1024);

/** A stage's progress: its name, done of total, and a native progress bar (read out by screen readers). */
export function ProgressBar({ label, done, total, bytes = false }: { label: string; done: number; total: number; bytes?: boolean }) {
  const { t } = useTranslation('studio');
  const figure = bytes ? t('jobs.progress.megabytes', { done: megabytes(done), total: megabytes(total) }) : t('jobs.progress.count', { done, total });
  return (
    <Stack gap="1">
      <Text fontSize="sm">
        {label}: {total > 0 ? figure : t('jobs.progress.waiting')}
      </Text>
      <chakra.progress
        aria-label={label}
        value={total > 0 ? done : undefined}
        max={total > 0 ? total : undefined}
        width="100%"
        height="3"
        css={{ accentColor: 'var(--chakra-colors-color-palette-solid, #0b4a6f)' }}
      />
    </Stack>
  );
}
