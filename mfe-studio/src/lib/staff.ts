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

/** The portal whose sales the dashboard shows: the switcher's (`?portal=`) if the member has it, else their first. */
export function dashboardPortal(staff: StaffMember, search: string): string {
  const asked = new URLSearchParams(search).get('portal');
  return staff.portals.find((p) => p.key === asked)?.key ?? staff.portals[0]?.key ?? '';
}
