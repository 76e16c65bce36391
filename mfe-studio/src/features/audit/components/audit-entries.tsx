import { Badge, Box, Code, Grid, HStack, Stack, Text } from '@shop/ui';
import { useFormatDate } from '@shop/ui/toolkit';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@shop/contracts/studio';

/** A value of the log as it was stored: short text as it is, anything larger as formatted JSON. */
function Value({ value, label }: { value: unknown; label: string }) {
  const { t } = useTranslation('studio');
  const text = value === null || value === undefined ? t('audit.none') : typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return (
    <Box minW="0">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        {label}
      </Text>
      {/* a long value scrolls: focusable, so a keyboard can scroll it too (WCAG 2.1.1) */}
      <Box maxH="48" overflow="auto" tabIndex={0} borderRadius="sm" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}>
        <Code display="block" whiteSpace="pre-wrap" wordBreak="break-word" p="2" fontSize="xs" bg="bg.subtle" color="fg">
          {text}
        </Code>
      </Box>
    </Box>
  );
}

/** Audit entries newest first: when, who, which portal, what, and the before and after values. */
export function AuditEntries({ entries, compact = false }: { entries: AuditEntry[]; compact?: boolean }) {
  const { t } = useTranslation('studio');
  const formatDate = useFormatDate();
  if (!entries.length) return <Text>{t('audit.empty')}</Text>;
  return (
    <Stack as="ol" listStyleType="none" m="0" p="0" gap="3" aria-label={t('audit.entries')}>
      {entries.map((entry) => (
        <Box as="li" key={entry.id} bg="surface.raised" borderWidth="1px" borderRadius="md" p="3">
          <Stack gap="2">
            <HStack wrap="wrap" gap="2">
              <Badge colorPalette="gray" variant="outline">
                {t(`audit.kinds.${kindKey(entry.kind)}`, { defaultValue: entry.kind })}
              </Badge>
              <Text fontWeight="semibold">{entry.portal ?? t('audit.noPortal')}</Text>
              <Text color="fg.muted" fontSize="sm">
                {formatDate(entry.at, { withTime: true })} · {entry.staff.name || entry.staff.email}
              </Text>
            </HStack>
            {compact ? null : (
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
                <Value value={entry.before} label={t('audit.before')} />
                <Value value={entry.after} label={t('audit.after')} />
              </Grid>
            )}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** A kind's text key ('portal.front-image' → 'portal_front_image': i18next reads dots as nesting). */
export const kindKey = (kind: string) => kind.replace(/[.-]/g, '_');
