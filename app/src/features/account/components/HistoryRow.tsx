import { Box } from '@arpa/ui';
import type { ReactNode } from 'react';

export interface HistoryRowProps {
  /** What the row is about (a lottery, an order, a transaction type). */
  title: ReactNode;
  /** Date and further details under the title. */
  details?: ReactNode;
  /** The amount or state at the end of the row. */
  end?: ReactNode;
}

/** One row of an account-area list: title and details on the left, amount or state on the right. */
export function HistoryRow({ title, details, end }: HistoryRowProps) {
  return (
    <Box display="flex" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap="small">
      <Box display="flex" flexDirection="column" gap="xxsmall">
        <strong>{title}</strong>
        {details}
      </Box>
      {end !== undefined && (
        <Box display="flex" alignItems="center" gap="small">
          {end}
        </Box>
      )}
    </Box>
  );
}
