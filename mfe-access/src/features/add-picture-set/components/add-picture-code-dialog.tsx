import { TextField } from '@shop/ui';
import { lazy, useEffect, useId, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { href } from '@shop/contracts/core';
import { PICTURE_CODE_RULES } from '@shop/contracts/access';
import { signedInAtom } from '@shop/session';
import { LazyDialog } from '../../../components/lazy-dialog';
import { SimpleDialog } from '../../../components/simple-dialog';
import { useAddPictureSet } from '../hooks/use-add-picture-set';
import { SubmitButton, goTo } from '@shop/ui/toolkit';

const SubjectConfirmationDialog = lazy(() => import('./subject-confirmation-dialog').then((m) => ({ default: m.SubjectConfirmationDialog })));

/** Spec 1 §9: the dialog's button needs 6 characters; the field hints at (and checks) at least 4. */
export const DIALOG_BUTTON_CODE_MIN = PICTURE_CODE_RULES.dialogButtonMin;
export const DIALOG_HINT_CODE_MIN = PICTURE_CODE_RULES.dialogHintMin;

export interface AddPictureCodeDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Add picture code': exposed by the remote (./add-code-dialog) so other modules (the picture-set
 * selector) can open it. Needs no router: it leaves through the URL. A visitor is taken to the front
 * page with the code, which checks it and continues with sign-in or registration.
 */
export function AddPictureCodeDialog({ open, onClose }: AddPictureCodeDialogProps) {
  return open ? <AddPictureCodeDialogContent onClose={onClose} /> : null;
}

function AddPictureCodeDialogContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('access');
  const formId = useId();
  const signedIn = useAtomValue(signedInAtom);
  const schema = useMemo(
    () =>
      v.object({
        code: v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty(t('validation.required')),
          v.minLength(DIALOG_HINT_CODE_MIN, t('addCode.minLength', { min: DIALOG_HINT_CODE_MIN })),
        ),
      }),
    [t],
  );
  const { register, handleSubmit, control, formState } = useForm({ resolver: valibotResolver(schema), defaultValues: { code: '' }, mode: 'onTouched' });
  const code = useWatch({ control, name: 'code' });
  const { state, busy, add, confirmWarning, reset } = useAddPictureSet();
  const error = formState.errors.code ?? (state.status === 'error' ? { message: state.message } : undefined);

  useEffect(() => {
    if (state.status === 'success') onClose();
  }, [state.status, onClose]);

  const submit = handleSubmit(async ({ code: value }) => {
    if (signedIn) return add(value);
    onClose();
    goTo(href('enter-code', {}, { code: value }));
  });

  return (
    <>
      <SimpleDialog
        title={t('addCode.dialogTitle')}
        onClose={onClose}
        footer={
          <SubmitButton form={formId} disabled={code.trim().length < DIALOG_BUTTON_CODE_MIN} loading={busy}>
            {t('addCode.submit')}
          </SubmitButton>
        }
      >
        <form id={formId} noValidate onSubmit={submit}>
          <TextField
            label={t('addCode.label')}
            helper={t('addCode.hint', { min: DIALOG_HINT_CODE_MIN })}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={error}
            registration={register('code', { onChange: () => state.status === 'error' && reset() })}
          />
        </form>
      </SimpleDialog>
      <LazyDialog open={state.status === 'warning'}>
        {state.status === 'warning' && <SubjectConfirmationDialog name={state.subject.name} onConfirm={confirmWarning} onCancel={reset} />}
      </LazyDialog>
    </>
  );
}
