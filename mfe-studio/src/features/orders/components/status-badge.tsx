import { Badge } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import type { StudioOrderStatus } from '@shop/contracts/studio';

const PALETTE: Record<StudioOrderStatus, string> = {
  confirmed: 'blue',
  in_production: 'purple',
  shipped: 'teal',
  delivered: 'green',
  cancelled: 'gray',
  refunded: 'orange',
};

export function StatusBadge({ status }: { status: StudioOrderStatus }) {
  const { t } = useTranslation('studio');
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" color="fg">
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
