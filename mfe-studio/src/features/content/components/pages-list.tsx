import { Badge, Box, Button, Grid, HStack, Stack, Text, TextField } from '@shop/ui';
import { FormAlert, SubmitButton } from '@shop/ui/toolkit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@shop/api-client';
import { type PortalContent, studioApi } from '@shop/contracts/studio';
import { errorMessage } from '../../../lib/errors';
import { useStudioForm } from '../../../lib/form';
import { Section } from '../../../lib/page';
import { reloadContent } from '../hooks/use-content';

const NewPage = studioApi.createPage.body!;

function NewPageForm({ portalKey, onCreated }: { portalKey: string; onCreated: (id: string) => void }) {
  const { t } = useTranslation('studio');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useStudioForm(NewPage, { id: '', title: '' });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const page = await call(studioApi.createPage, { params: { portalKey }, body });
      await reloadContent(portalKey);
      onCreated(page.id);
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  });
  return (
    <Box asChild aria-label={t('content.pages.new')} borderWidth="1px" borderRadius="md" p="4">
      <form onSubmit={submit} noValidate>
        <Stack gap="3">
          {failure ? <FormAlert message={failure} /> : null}
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
            <TextField
              label={t('content.pages.id')}
              helper={t('content.pages.idHelp')}
              required
              error={form.formState.errors.id}
              registration={form.register('id')}
            />
            <TextField label={t('content.pages.pageTitle')} required error={form.formState.errors.title} registration={form.register('title')} />
          </Grid>
          <Box>
            <SubmitButton loading={form.formState.isSubmitting}>{t('content.pages.create')}</SubmitButton>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}

/** The portal's CMS pages (published or not, with a draft or not) and "New page". */
export function PagesList({ portalKey, content, onEdit }: { portalKey: string; content: PortalContent; onEdit: (id: string) => void }) {
  const { t } = useTranslation('studio');
  const [creating, setCreating] = useState(false);
  return (
    <Section id="pages" title={t('content.pages.title')} description={t('content.pages.description')}>
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" aria-label={t('content.pages.title')}>
        {content.pages.map((page) => (
          <HStack as="li" key={page.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3" wrap="wrap" gap="2">
            <Stack gap="0">
              <Text fontWeight="semibold">{page.title || page.id}</Text>
              <Text fontSize="sm" color="fg.muted">
                /pages/{page.id}
              </Text>
            </Stack>
            <HStack gap="2">
              <Badge colorPalette={page.published ? 'green' : 'gray'}>{page.published ? t('content.pages.published') : t('content.pages.notPublished')}</Badge>
              {page.hasDraft ? <Badge colorPalette="orange">{t('content.pages.draft')}</Badge> : null}
              <Button size="sm" variant="outline" onClick={() => onEdit(page.id)} aria-label={t('content.pages.editNamed', { title: page.title || page.id })}>
                {t('content.pages.edit')}
              </Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
      {creating ? (
        <NewPageForm portalKey={portalKey} onCreated={onEdit} />
      ) : (
        <Box>
          <Button colorPalette="brand" variant="outline" onClick={() => setCreating(true)}>
            {t('content.pages.new')}
          </Button>
        </Box>
      )}
    </Section>
  );
}
