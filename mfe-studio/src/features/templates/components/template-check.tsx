import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@shop/ui';
import { FormAlert } from '@shop/ui/toolkit';
import { useTranslation } from 'react-i18next';
import type { TemplateCheck as Check } from '@shop/contracts/studio-catalog';
import { localText, sectionName } from './template-texts';

const PALETTE = { added: 'green', changed: 'blue', unchanged: 'gray', withdrawn: 'red' } as const;
type Entry = Check['templates'][number];

/** The check's templates by top-level category, as the shop will list them, each drawn with the sample pictures. */
function bySection(templates: Entry[]): Array<[string, Entry[]]> {
  const out = new Map<string, Entry[]>();
  for (const tpl of templates) for (const s of tpl.sections) out.set(s, [...(out.get(s) ?? []), tpl]);
  return [...out];
}

export interface PublishState {
  busy: string | null;
  failure: { section: string; message: string } | null;
  published: string[];
}

/** A checked folder without problems: per category its templates' previews and what publishing changes, and its Publish. */
export function TemplateCheck({ check, publish, state }: { check: Check; publish: (section: string) => void; state: PublishState }) {
  const { t, i18n } = useTranslation('studio-catalog');
  return (
    <Stack gap="6">
      {bySection(check.templates).map(([section, templates]) => {
        const name = sectionName(t, section);
        const headingId = `templates-section-${section}`;
        const changes = templates.filter((x) => x.change !== 'unchanged').length;
        return (
          <Box as="section" key={section} aria-labelledby={headingId}>
            <Stack gap="3">
              <HStack justify="space-between" wrap="wrap" gap="3">
                <Stack gap="0">
                  <Heading as="h3" size="md" id={headingId}>
                    {name}
                  </Heading>
                  <Text color="fg.muted" fontSize="sm">
                    {t('templates.sectionSummary', { count: templates.length, changes })}
                  </Text>
                </Stack>
                <Button size="sm" onClick={() => publish(section)} loading={state.busy === section} disabled={state.busy !== null}>
                  {t('templates.publish', { category: name })}
                </Button>
              </HStack>
              {state.failure?.section === section ? <FormAlert message={state.failure.message} /> : null}
              {state.published.includes(section) ? (
                <Text role="status" color="fg.success" fontWeight="semibold">
                  {t('templates.published', { category: name })}
                </Text>
              ) : null}
              <Box as="ul" listStyleType="none" display="grid" gridTemplateColumns="repeat(auto-fill, minmax(11rem, 1fr))" gap="4">
                {templates.map((tpl) => {
                  const title = localText(tpl.name, i18n.language) || tpl.key;
                  return (
                    <Box as="li" key={tpl.key} borderWidth="1px" borderRadius="md" p="2">
                      <Stack gap="2">
                        {tpl.preview ? (
                          <img
                            src={tpl.preview}
                            alt={t('templates.previewOf', { name: title })}
                            loading="lazy"
                            style={{ width: '100%', height: 'auto', display: 'block' }}
                          />
                        ) : (
                          <Box bg="bg.subtle" borderRadius="sm" p="3" fontSize="sm" color="fg.muted">
                            {t('templates.noPreview')}
                          </Box>
                        )}
                        <Text fontWeight="semibold">{title}</Text>
                        <HStack gap="2" wrap="wrap">
                          <Text fontSize="sm">{t(`templates.types.${tpl.type}`, { defaultValue: tpl.type })}</Text>
                          <Badge colorPalette={PALETTE[tpl.change]} variant="subtle">
                            {t(`templates.change.${tpl.change}`)}
                          </Badge>
                        </HStack>
                      </Stack>
                    </Box>
                  );
                })}
              </Box>
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
