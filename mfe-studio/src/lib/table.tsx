import { Box } from '@shop/ui';
import type { ReactNode } from 'react';

/** A plain data table of the studio (lists and diffs): header cells name their scope, rows read as rows. */
const CELL = { px: '3', py: '2', borderBottomWidth: '1px', textAlign: 'start', verticalAlign: 'top' } as const;

export function DataTable({ label, columns, children }: { label: string; columns: string[]; children: ReactNode }) {
  return (
    <Box overflowX="auto">
      <Box asChild width="full" borderCollapse="collapse" fontSize="sm">
        <table aria-label={label}>
          <thead>
            <tr>
              {columns.map((c) => (
                <Box asChild key={c} {...CELL} bg="bg.subtle" fontWeight="semibold">
                  <th scope="col">{c}</th>
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </Box>
    </Box>
  );
}

/** A row's first cell: its header. */
export function RowHeader({
  children,
  ps,
  fontFamily,
  fontWeight = 'semibold',
}: {
  children: ReactNode;
  ps?: string;
  fontFamily?: string;
  fontWeight?: string;
}) {
  return (
    <Box asChild {...CELL} ps={ps} fontFamily={fontFamily} fontWeight={fontWeight}>
      <th scope="row">{children}</th>
    </Box>
  );
}

export function Cell({ children, fontFamily }: { children: ReactNode; fontFamily?: string }) {
  return (
    <Box asChild {...CELL} fontFamily={fontFamily}>
      <td>{children}</td>
    </Box>
  );
}
