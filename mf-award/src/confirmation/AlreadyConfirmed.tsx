import { FormattedMessage } from 'react-intl';

/** Spec section 8: "Nomination already confirmed." */
export function AlreadyConfirmed() {
  return (
    <p className="ea-status" role="status">
      <FormattedMessage
        id="award.confirmation.alreadyConfirmed"
        defaultMessage="Nomination bereits bestätigt."
      />
    </p>
  );
}
