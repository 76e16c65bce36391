import type { InputProps } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '@shop/ui';

export interface TextFieldProps extends Omit<InputProps, 'required' | 'disabled'> {
  label: string;
  error?: { message?: string };
  helper?: string;
  required?: boolean;
  disabled?: boolean;
  registration?: UseFormRegisterReturn;
}

/** Label, input, hint and error text; Chakra's Field links the texts to the input (aria-describedby / aria-errormessage). */
export function TextField({ label, error, helper, required, disabled, registration, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input bg="white" {...input} {...registration} />
      {helper && <Field.HelperText color="gray.700">{helper}</Field.HelperText>}
      {error?.message && <Field.ErrorText color="red.700">{error.message}</Field.ErrorText>}
    </Field.Root>
  );
}
