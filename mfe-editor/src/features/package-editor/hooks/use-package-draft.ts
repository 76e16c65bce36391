/**
 * The package page's unsaved items kept in the browser (issue 10: nothing lost on a reload), as the
 * template editor keeps its design (template-editor/lib/draft.ts): written while the package has unsaved
 * changes, offered back when the same package page opens again, gone after Add to cart, Cancel or discard.
 * A package moved to another picture set is not kept: its items would come back on the original set.
 */
import { useEffect, useState } from 'react';
import type { PackageInstance } from '@shop/contracts/editor';
import { clearDraft, type Draft, type PackageDraftValue, readPackageDraft, writeDraft } from '../../template-editor';

const itemsOf = (instance: PackageInstance): PackageDraftValue =>
  instance.packageItems.map((i) => ({
    uuid: i.uuid,
    template: i.template ? { uuid: i.template.uuid, name: i.template.name } : null,
    templateData: i.templateData,
  }));

export function usePackageDraft({
  key,
  opened,
  current,
  keep,
}: {
  key: string;
  opened: PackageInstance | null;
  current: PackageInstance | null;
  keep: boolean;
}) {
  const [offer, setOffer] = useState<Draft<PackageDraftValue> | null>(null);
  const [asked, setAsked] = useState(false);

  // once the instance is there: a draft that differs from it is offered (nothing is written until answered)
  useEffect(() => {
    if (!opened || asked) return;
    setAsked(true);
    const draft = readPackageDraft(key);
    const known = new Set(opened.packageItems.map((i) => i.uuid));
    if (!draft || JSON.stringify(draft.value) === JSON.stringify(itemsOf(opened)) || !draft.value.every((i) => known.has(i.uuid))) {
      if (draft) clearDraft(key);
      return;
    }
    setOffer(draft);
  }, [key, opened, asked]);

  useEffect(() => {
    if (!asked || offer || !current) return;
    if (keep) writeDraft(key, itemsOf(current));
    else clearDraft(key);
  }, [key, asked, offer, keep, current]);

  return {
    offer,
    /** The items of the draft put into the instance (the caller marks the package changed). */
    restore: (instance: PackageInstance): PackageInstance => {
      const byUuid = new Map((offer?.value ?? []).map((i) => [i.uuid, i]));
      setOffer(null);
      return {
        ...instance,
        packageItems: instance.packageItems.map((i) => {
          const kept = byUuid.get(i.uuid);
          return kept ? { ...i, template: kept.template, templateData: kept.templateData } : i;
        }),
      };
    },
    discard: () => {
      clearDraft(key);
      setOffer(null);
    },
    forget: () => clearDraft(key),
  };
}
