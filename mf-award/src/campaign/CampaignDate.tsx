import { FormattedDate } from 'react-intl';

/**
 * A window's day in Swiss time. An end is exclusive (the next midnight), so `lastDay` shows the
 * day before it: the nomination that ends at midnight of 1 April runs 'bis 31. März'.
 */
export function CampaignDate({ instant, lastDay = false }: { instant: string; lastDay?: boolean }) {
  const at = new Date(Date.parse(instant) - (lastDay ? 1 : 0));
  return (
    <FormattedDate value={at} day="numeric" month="long" year="numeric" timeZone="Europe/Zurich" />
  );
}
