import type { Ref } from 'react';
import type { InputProps } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '@shop/ui';

export interface TextFieldProps extends Omit<InputProps, 'required' | 'disabled'> {
  label: string;
  /** A field error; an error without a message only marks the field invalid (the text is elsewhere). */
  error?: { message?: string };
  helper?: string;
  required?: boolean;
  disabled?: boolean;
  registration?: UseFormRegisterReturn;
  ref?: Ref<HTMLInputElement>;
}

/** Label, input, hint and error text; Chakra's Field links the texts to the input (aria-describedby). */
export function TextField({ label, error, helper, required, disabled, registration, ref, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input bg="white" ref={ref} {...input} {...registration} />
      {helper && <Field.HelperText color="gray.700">{helper}</Field.HelperText>}
      {error?.message && <Field.ErrorText color="red.700">{error.message}</Field.ErrorText>}
    </Field.Root>
  );
}
