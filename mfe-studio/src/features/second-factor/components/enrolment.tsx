import { Box, Button, Card, Code, Heading, Image, List, Stack, Text, TextField } from '@shop/ui';
import { FormAlert, SubmitButton } from '@shop/ui/toolkit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { call } from '@shop/api-client';
import { studioApi, type TotpEnrolment } from '@shop/contracts/studio';
import { errorMessage } from '../../../lib/errors';
import { useStudioForm } from '../../../lib/form';
import { setStaff } from '../../../lib/staff';

const Confirm = v.object({ code: studioApi.totpConfirm.body!.entries.code });

/**
 * Setting up the second factor: a new secret as a QR code (and as text), the ten one-time recovery codes shown
 * once, and the first code from the app to switch it on. `required`: STAFF_2FA=required and none enrolled, so
 * the studio shows nothing else until this is done.
 */
export function SecondFactorEnrolment({ required = false }: { required?: boolean }) {
  const { t } = useTranslation('studio');
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [done, setDone] = useState(false);
  const form = useStudioForm(Confirm, { code: '' });

  const start = async () => {
    setFailure(null);
    setStarting(true);
    try {
      setEnrolment(await call(studioApi.totpStart));
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setStarting(false);
    }
  };
  const confirm = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const { staff } = await call(studioApi.totpConfirm, { body: { code } });
      setDone(true);
      setStaff(staff);
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  });

  return (
    <Card.Root bg="surface.raised">
      <Card.Body>
        <Stack gap="4">
          <Heading as={required ? 'h1' : 'h2'} size={required ? 'xl' : 'md'}>
            {t('totp.title')}
          </Heading>
          <Text>{required ? t('totp.required') : t('totp.intro')}</Text>
          {failure ? <FormAlert message={failure} /> : null}
          {done ? <FormAlert status="success" message={t('totp.done')} /> : null}
          {!enrolment && !done ? (
            <Box>
              <Button colorPalette="brand" onClick={start} loading={starting}>
                {t('totp.start')}
              </Button>
            </Box>
          ) : null}
          {enrolment && !done ? (
            <Stack gap="4">
              <Text>{t('totp.scan')}</Text>
              <Image
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
                alt={t('totp.qrAlt')}
                w="48"
                h="48"
                bg="surface.raised"
                borderWidth="1px"
              />
              <Text>
                {t('totp.secret')} <Code>{enrolment.secret}</Code>
              </Text>
              <Box>
                <Text fontWeight="semibold">{t('totp.recoveryTitle')}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('totp.recoveryHelp')}
                </Text>
                <List.Root as="ol" ps="6" mt="2" aria-label={t('totp.recoveryTitle')}>
                  {enrolment.recoveryCodes.map((code) => (
                    <List.Item key={code}>
                      <Code>{code}</Code>
                    </List.Item>
                  ))}
                </List.Root>
              </Box>
              <form onSubmit={confirm} noValidate>
                <Stack gap="3" maxW="xs">
                  <TextField
                    label={t('totp.code')}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    required
                    error={form.formState.errors.code}
                    registration={form.register('code')}
                  />
                  <SubmitButton loading={form.formState.isSubmitting}>{t('totp.confirm')}</SubmitButton>
                </Stack>
              </form>
            </Stack>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
