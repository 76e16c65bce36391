import { lazy, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { PICTURE_CODE_RULES } from '@shop/contracts/access';
import { Stack, TextField } from '@shop/ui';
import { LazyDialog } from '../../../components/lazy-dialog';
import { requiredText } from '../../../lib/validation';
import { useAddPictureSet } from '../hooks/use-add-picture-set';
import { SubmitButton } from '@shop/ui/toolkit';

const SubjectConfirmationDialog = lazy(() => import('./subject-confirmation-dialog').then((m) => ({ default: m.SubjectConfirmationDialog })));

/** Spec 1 §9: the account add-code form submits from 5 characters. */
export const ACCOUNT_FORM_CODE_MIN = PICTURE_CODE_RULES.accountFormMin;

/** The signed-in customer's add-code form on the front page. */
export function AddCodeForm({ initialCode }: { initialCode?: string }) {
  const { t } = useTranslation('access');
  const schema = useMemo(() => v.object({ code: requiredText(t) }), [t]);
  const { register, handleSubmit, control, formState } = useForm({
    resolver: valibotResolver(schema),
    defaultValues: { code: initialCode ?? '' },
    mode: 'onTouched',
  });
  const code = useWatch({ control, name: 'code' });
  const { state, busy, add, confirmWarning, reset } = useAddPictureSet();
  const error = formState.errors.code ?? (state.status === 'error' ? { message: state.message } : undefined);

  return (
    <>
      <form noValidate onSubmit={handleSubmit(({ code: value }) => add(value))}>
        <Stack gap="4">
          <TextField
            label={t('addCode.label')}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={error}
            registration={register('code', { onChange: () => state.status === 'error' && reset() })}
          />
          <SubmitButton disabled={code.trim().length < ACCOUNT_FORM_CODE_MIN} loading={busy}>
            {t('addCode.submit')}
          </SubmitButton>
        </Stack>
      </form>
      <LazyDialog open={state.status === 'warning'}>
        {state.status === 'warning' && <SubjectConfirmationDialog name={state.subject.name} onConfirm={confirmWarning} onCancel={reset} />}
      </LazyDialog>
    </>
  );
}
