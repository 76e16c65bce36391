import * as v from 'valibot';
import { BOOT_DATA_ELEMENT_ID, BootData } from '@shop/contracts/core';

/** The portal settings the server wrote into the page: no request needed before the first render. */
export function readBootData(doc: Document = document): BootData {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  const parsed = v.safeParse(BootData, JSON.parse(element?.textContent || 'null'));
  if (!parsed.success) throw new Error(`Boot data missing or invalid: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}
