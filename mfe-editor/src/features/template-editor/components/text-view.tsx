/**
 * The text tool (spec 2 sections 2, 4, 5): the text, then toolbars for alignment, size (slider 12–110,
 * taken after 200 ms; a size that would overflow the slot is refused), font family (the spec's 15) and
 * colour (the palette, the template's colour first). On entry the size shrinks while the text overflows,
 * down to 12. Lines are wrapped and saved on blur and Done; the text is trimmed. Cancel puts back what the
 * slot had when the tool opened.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserResource } from '@shop/contracts/commerce';
import { type Scene, TEXT_TOOL_FONTS, type TextSlot } from '@shop/contracts/templates';
import { acceptSize, effectiveText, MAX_TEXT_SIZE, MIN_TEXT_SIZE, shrinkToFit, textFits, textPalette, wrapLines } from '@shop/scene';
import { canvasMeasure } from '@shop/scene/draw';
import { Button, chakra, Flex, HStack, NativeSelect, Stack, Textarea } from '@shop/ui';
import type { Design } from '../hooks/editor-state';
import { resourceOf } from '../hooks/editor-state';
import { ensureFonts } from '../lib/font-files';

export const SIZE_DEBOUNCE_MS = 200;

function slotOf(scene: Scene, id: string): TextSlot | null {
  const [refId, slotId] = id.split('/');
  const e = scene.parts.find((p) => p.refId === refId)?.elements.find((x) => x.kind === 'text' && x.id === slotId);
  return e?.kind === 'text' ? e : null;
}

export function TextView({
  scene,
  slot: id,
  design,
  onChange,
  onDone,
}: {
  scene: Scene;
  slot: string;
  design: Design;
  onChange: (r: UserResource) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('editor');
  const slot = slotOf(scene, id);
  const before = useRef(resourceOf(design, id));
  const current = resourceOf(design, id);
  const shown = slot ? effectiveText(slot, current) : null;
  const [text, setText] = useState(shown?.text ?? '');
  const [size, setSize] = useState(shown?.size ?? 24);
  const sizeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(sizeTimer.current), []);
  if (!slot || !shown) return null;

  const base: UserResource = { id: slot.id, fullId: id, type: 'STRING', ...current };
  const save = (changes: Partial<UserResource>, value = text) => {
    const next = { ...base, ...changes };
    const family = next.overrideFamily ?? slot.family;
    const pt = next.overrideSize ?? slot.size;
    const trimmed = value.trim();
    onChange({ ...next, text: trimmed, lines: wrapLines(trimmed, family, pt, slot.width, canvasMeasure) });
  };
  const onText = (value: string) => {
    setText(value);
    // on entry: shrink stepwise while the text overflows, not below 12
    const fitted = shrinkToFit(value, shown.family, shown.size, slot, canvasMeasure);
    if (fitted.size !== size) setSize(fitted.size);
    save({ overrideSize: fitted.size }, value);
  };
  const onSize = (wanted: number) => {
    setSize(wanted);
    window.clearTimeout(sizeTimer.current);
    sizeTimer.current = window.setTimeout(() => {
      const taken = acceptSize(text, shown.family, shown.size, wanted, slot, canvasMeasure);
      setSize(taken);
      if (taken !== shown.size) save({ overrideSize: taken });
    }, SIZE_DEBOUNCE_MS);
  };
  const onFamily = async (family: string) => {
    await ensureFonts([family]);
    // a font that makes the text overflow resets the size to the template's
    const fits = textFits(text, family, shown.size, slot, canvasMeasure).fits;
    if (!fits) setSize(slot.size);
    save({ overrideFamily: family, ...(fits ? {} : { overrideSize: slot.size }) });
  };
  const cancel = () => {
    if (before.current) onChange(before.current);
    else onChange({ id: slot.id, fullId: id, type: 'STRING', text: slot.text });
    onDone();
  };

  return (
    <Stack gap="3">
      <Textarea aria-label={t('text.label')} value={text} rows={3} onChange={(e) => onText(e.currentTarget.value)} onBlur={() => save({})} autoFocus />
      <HStack gap="2" role="group" aria-label={t('text.align')}>
        {(['left', 'center', 'right'] as const).map((align) => (
          <Button
            key={align}
            size="sm"
            minH="11"
            variant={shown.align === align ? 'solid' : 'outline'}
            aria-pressed={shown.align === align}
            onClick={() => save({ overrideHorizontalAlign: align })}
          >
            {t(`text.${align}`)}
          </Button>
        ))}
      </HStack>
      <Stack gap="1">
        <chakra.label htmlFor="text-size" fontSize="sm">
          {t('text.size', { size })}
        </chakra.label>
        <chakra.input
          id="text-size"
          type="range"
          min={MIN_TEXT_SIZE}
          max={MAX_TEXT_SIZE}
          step={1}
          value={size}
          h="11"
          onChange={(e) => onSize(Number(e.currentTarget.value))}
        />
      </Stack>
      <NativeSelect.Root size="md">
        <NativeSelect.Field aria-label={t('text.font')} value={shown.family} h="11" onChange={(e) => void onFamily(e.currentTarget.value)}>
          {((TEXT_TOOL_FONTS as readonly string[]).includes(shown.family) ? TEXT_TOOL_FONTS : [shown.family, ...TEXT_TOOL_FONTS]).map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Flex gap="2" wrap="wrap" role="group" aria-label={t('text.colour')}>
        {textPalette(slot.colour).map((colour) => (
          <chakra.button
            key={colour}
            type="button"
            w="11"
            h="11"
            borderRadius="full"
            borderWidth={shown.colour.toUpperCase() === colour ? '4px' : '1px'}
            borderColor="border.emphasized"
            // the swatch shows the colour itself: data, not a theme colour
            style={{ backgroundColor: colour }}
            aria-label={t('text.colourName', { colour })}
            aria-pressed={shown.colour.toUpperCase() === colour}
            onClick={() => save({ overrideColor: colour })}
          />
        ))}
      </Flex>
      <HStack justify="space-between">
        <Button variant="ghost" minH="11" onClick={cancel}>
          {t('actions.cancel')}
        </Button>
        <Button
          minH="11"
          onClick={() => {
            save({});
            onDone();
          }}
        >
          {t('actions.done')}
        </Button>
      </HStack>
    </Stack>
  );
}
