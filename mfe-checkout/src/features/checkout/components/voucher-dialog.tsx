import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cart } from '@shop/contracts/commerce';
import { Button, HStack, Stack, TextField } from '@shop/ui';
import { DialogFrame } from '@shop/ui/overlays';
import { SubmitButton } from '@shop/ui/toolkit';
import { verifyRebateCode } from '../api/checkout-api';

/** The server's own words for a refused code (the wrapped text names the call for the log). */
const serverText = (error: unknown) => {
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? cause.message : (error as Error).message;
};

/** 'Add voucher code' (spec 3): success closes the dialog with the new cart; a refusal shows the server's text under the field and stops loading. */
export function VoucherDialog({
  checkoutUuid,
  deliveryUuid,
  onApplied,
  onClose,
}: {
  checkoutUuid: string;
  deliveryUuid: string | null;
  onApplied: (cart: Cart) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('checkout');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('form.required'));
      return;
    }
    setLoading(true);
    setError(null);
    try {
      const { cart } = await verifyRebateCode(checkoutUuid, code.trim(), deliveryUuid);
      onApplied(cart);
      onClose();
    } catch (e) {
      setError(serverText(e));
      setLoading(false);
    }
  };
  return (
    <DialogFrame
      onClose={onClose}
      title={t('voucher.title')}
      wrap={(inner) => (
        <form noValidate onSubmit={(e) => void submit(e)}>
          {inner}
        </form>
      )}
      footer={
        <HStack gap="3">
          <Button variant="outline" minH="11" onClick={onClose}>
            {t('voucher.cancel')}
          </Button>
          <SubmitButton minH="11" loading={loading}>
            {t('voucher.use')}
          </SubmitButton>
        </HStack>
      }
    >
      <Stack gap="3">
        <TextField
          label={t('voucher.code')}
          autoComplete="off"
          autoCapitalize="characters"
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error ? { message: error } : undefined}
        />
      </Stack>
    </DialogFrame>
  );
}
