import { call } from '@shop/api-client';
import { commerceApi, type DigitalPictureType, type OrderSummary } from '@shop/contracts/commerce';
import { invalidateCall, useCall } from '@shop/data';
import { publish } from '@shop/event-bus';

export const useDigitalSets = (enabled: boolean) => useCall(commerceApi.digitalPortraits, {}, { enabled, staleTime: 0, staleOn: ['cart:changed'] });
export const useDigitalSet = (subjectUuid: string, enabled: boolean) =>
  useCall(commerceApi.digitalPortraitsOf, { params: { subjectUuid } }, { enabled, staleTime: 0, staleOn: ['cart:changed'] });

export class ToggleRefused extends Error {}

const done = (summary: OrderSummary) => {
  // the badge follows: the session keeps the summary the toggle answered (decision 0079)
  publish('cart:changed', summary);
  void invalidateCall(commerceApi.digitalPortraitsOf);
  void invalidateCall(commerceApi.digitalPortraits);
};

/** The spec's legacy toggles: a file or a whole set in or out of the cart. */
export async function toggleFile(file: string, type: DigitalPictureType): Promise<void> {
  const answer = await call(commerceApi.toggleDigitalFile, { body: { file, type } });
  if (answer.status !== 'OK') throw new ToggleRefused(answer.error);
  done(answer.summary);
}

export async function toggleSet(pictureSet: string, type: DigitalPictureType): Promise<void> {
  const answer = await call(commerceApi.toggleDigitalSet, { body: { pictureSet, type } });
  if (answer.status !== 'OK') throw new ToggleRefused(answer.error);
  done(answer.summary);
}
