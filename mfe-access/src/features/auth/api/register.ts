import type { BodyOf } from '@shop/contracts/core';
import { accessApi } from '@shop/contracts/access';
import { call } from '@shop/api-client';

export type RegistrationPayload = BodyOf<typeof accessApi.register>;

/** POST /ajax/create.php: a refusal answers `error` and, in `data`, the names of the fields that failed. */
export function register(payload: RegistrationPayload) {
  return call(accessApi.register, { body: payload });
}
