import { Gift } from 'lucide';
import { Icon } from '@eventalp/shell-ui';
import { FormattedMessage } from 'react-intl';
import type { EntryDetail } from '../catalog/catalogTypes';

/** The entry's special deal, when active. */
export function SpecialDeal({ deal }: { deal: EntryDetail['special_deal'] }) {
  if (!deal) return null;
  return (
    <aside className="ea-deal" aria-labelledby="ea-deal">
      <Icon icon={Gift} className="ea-deal__icon" size={28} />
      <div>
        <h2 id="ea-deal">
          <FormattedMessage id="marketplace.deal.title" defaultMessage="Spezialangebot" />
          {deal.title && `: ${deal.title}`}
          {deal.discount && <span className="ea-badge ea-badge--deal"> {deal.discount}</span>}
        </h2>
        {deal.subtitle && (
          <p>
            <strong>{deal.subtitle}</strong>
          </p>
        )}
        {deal.description && <p>{deal.description}</p>}
      </div>
    </aside>
  );
}
