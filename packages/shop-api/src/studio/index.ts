// What other folders use of the studio (the operator's `staff` command, the demo's staff); its routes are in
// plugin.ts, which only server.ts imports (docs/decisions/0082).
export { addStaff, createStaffPasswordLink } from './staff';
