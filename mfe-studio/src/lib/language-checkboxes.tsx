import { Box, Field, HStack } from '@shop/ui';
import { Checkbox } from '@shop/ui/overlays';
import { KNOWN_LANGUAGES } from './languages';

/** The languages a portal offers, one checkbox each (the new-portal form and a portal's settings). */
export function LanguageCheckboxes({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: string[];
  onChange: (languages: string[]) => void;
  error?: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Box as="fieldset">
        <Box as="legend" fontWeight="medium" mb="2">
          {legend}
        </Box>
        <HStack wrap="wrap" gap="4">
          {KNOWN_LANGUAGES.map((language) => (
            <Checkbox.Root
              key={language.name}
              checked={value.includes(language.name)}
              onCheckedChange={(e) => onChange(e.checked ? [...value, language.name] : value.filter((l) => l !== language.name))}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{language.long}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
      </Box>
      {error ? <Field.ErrorText color="fg.error">{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
