import type { Ref } from 'react';
import type { InputProps } from '@chakra-ui/react';
import { Field, Input } from './chakra';

/** What react-hook-form's register() returns (name, handlers, ref), without depending on it here. */
interface Registration {
  name: string;
  onChange: (...args: never[]) => unknown;
  onBlur: (...args: never[]) => unknown;
  ref: (instance: HTMLInputElement | null) => void;
}

export interface TextFieldProps extends Omit<InputProps, 'required' | 'disabled'> {
  label: string;
  /** A field error; an error without a message only marks the field invalid (the text is elsewhere). */
  error?: { message?: string };
  helper?: string;
  required?: boolean;
  disabled?: boolean;
  registration?: Registration;
  ref?: Ref<HTMLInputElement>;
}

/** Label, input, hint and error text; Chakra's Field links the texts to the input (aria-describedby / aria-errormessage). */
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
