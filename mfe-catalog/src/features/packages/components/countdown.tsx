import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Text } from '@shop/ui';
import { clock } from '../lib/price-block';

/** The countdown banner from packageInfo.remainingTime: ticks each second, hidden at 0 (spec 2). */
export function Countdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation('catalog');
  const [endsAt] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setLeft(Math.max(0, Math.round((endsAt - Date.now()) / 1000))), 1000);
    return () => clearInterval(id);
  }, [endsAt, running]);
  if (left <= 0) return null;
  const { days, time } = clock(left);
  const text = days > 0 ? `${t('packages.days', { count: days })} ${time}` : time;
  return (
    <Box bg="brand.solid" color="brand.contrast" borderRadius="md" px="4" py="3" data-testid="countdown">
      {/* the ticking time is not announced every second; the sentence is read when reached */}
      <Text fontWeight="semibold">{t('packages.countdown', { time: text })}</Text>
    </Box>
  );
}
