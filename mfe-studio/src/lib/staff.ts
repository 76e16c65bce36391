import { type StaffMember, studioApi } from '@shop/contracts/studio';
import { setCallData, useCall } from '@shop/data';

/** The signed-in staff member (null: nobody), read once and kept while the studio is open. */
export function useStaffSession() {
  return useCall(studioApi.staffSession, {}, { staleTime: 5 * 60_000 });
}

/** After signing in, out or enrolling: the session every part of the studio reads. */
export function setStaff(staff: StaffMember | null): void {
  setCallData(studioApi.staffSession, {}, { staff });
}

/** An operator works on their portals; support on every portal (and may create portals). */
export const isSupport = (staff: StaffMember) => staff.role === 'support';
