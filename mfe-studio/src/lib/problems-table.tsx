import { useTranslation } from 'react-i18next';
import type { FileProblem } from '@shop/contracts/studio-catalog';
import { fileProblemText } from './errors';
import { Cell, DataTable } from './table';

/** Every problem of a file where it is: file, line, what is wrong (in the studio's words, by its kind). */
export function ProblemsTable({ problems, label }: { problems: FileProblem[]; label: string }) {
  const { t } = useTranslation('studio-catalog');
  return (
    <DataTable label={label} columns={(['file', 'line', 'problem'] as const).map((h) => t(`problems.${h}`))}>
      {problems.map((p) => (
        <tr key={`${p.file}:${p.line}:${p.message}`}>
          <Cell fontFamily="mono">{p.file}</Cell>
          <Cell>{p.line || '—'}</Cell>
          <Cell>{fileProblemText(t, p)}</Cell>
        </tr>
      ))}
    </DataTable>
  );
}
