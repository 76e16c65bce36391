import type { ImportProblem } from '@shop/contracts/studio';
import { Box, chakra } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { fileProblemText } from '../../../lib/errors';

const Th = chakra('th', { base: { textAlign: 'start', p: '2', borderBottomWidth: '1px', fontWeight: 'semibold' } });
const Td = chakra('td', { base: { p: '2', borderBottomWidth: '1px', verticalAlign: 'top' } });

/** Every problem the check found: file, line (none: the file as a whole) and what is wrong, in the studio's words. */
export function ProblemTable({ problems, caption }: { problems: ImportProblem[]; caption: string }) {
  const { t } = useTranslation('studio');
  return (
    <Box overflowX="auto">
      <chakra.table width="100%" fontSize="sm">
        <chakra.caption textAlign="start" fontWeight="semibold" pb="2">
          {caption}
        </chakra.caption>
        <thead>
          <tr>
            <Th scope="col">{t('jobs.problems.file')}</Th>
            <Th scope="col">{t('jobs.problems.line')}</Th>
            <Th scope="col">{t('jobs.problems.what')}</Th>
          </tr>
        </thead>
        <tbody>
          {problems.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two problems may share file, line and text
            <tr key={i}>
              <Td fontFamily="mono">{p.file}</Td>
              <Td>{p.line > 0 ? p.line : '–'}</Td>
              <Td>{fileProblemText(t, p)}</Td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
