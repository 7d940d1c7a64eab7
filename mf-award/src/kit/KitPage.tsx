import { awardClient, type KitAddress, type KitStatus } from '@eventalp/plugin-award/domain';
import { ERROR_MESSAGES, HttpError, RateLimitError, usePlatform } from '@eventalp/shell-kit';
import { Button } from '@eventalp/shell-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import './kit.css';

export interface KitPageData {
  address: KitAddress;
  status: KitStatus;
}

/** How often the page asks for the build's state while it runs. */
const POLL_MS = 1000;

/**
 * Starts the kit's build when it is not built yet, shows its progress until the zip is there,
 * and offers 'Download neu starten.' when the build failed.
 */
export function KitPage({ data }: { data: KitPageData }) {
  const { http } = usePlatform();
  const intl = useIntl();
  const [status, setStatus] = useState<KitStatus>(data.status);
  const [alert, setAlert] = useState<string | null>(null);
  const started = useRef(false);

  const request = useCallback(
    async (restart: boolean) => {
      setAlert(null);
      try {
        setStatus(await awardClient(http).requestKit(data.address, restart));
      } catch (error) {
        setAlert(
          error instanceof RateLimitError || (error instanceof HttpError && error.status < 500)
            ? (error as Error).message
            : intl.formatMessage(ERROR_MESSAGES.generic),
        );
      }
    },
    [http, data.address, intl],
  );

  // A kit never asked for (or lost) starts as the page opens.
  useEffect(() => {
    if (started.current || status.state !== 'none') return;
    started.current = true;
    void request(false);
  }, [status.state, request]);

  // While it is built: its state every second.
  useEffect(() => {
    if (status.state !== 'queued' && status.state !== 'building') return;
    const timer = setTimeout(async () => {
      try {
        setStatus(await awardClient(http).kitStatus(data.address));
      } catch {
        setStatus((current) => ({ ...current }));
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [status, http, data.address]);

  const building =
    status.state === 'none' || status.state === 'queued' || status.state === 'building';
  return (
    <section className="ea-section ea-award-kit">
      <h1>
        {data.address.type === 'winnerkit' ? (
          <FormattedMessage
            id="award.kit.winnerHeading"
            defaultMessage="Gewinner-Kit {year}"
            values={{ year: data.address.year }}
          />
        ) : (
          <FormattedMessage
            id="award.kit.votingHeading"
            defaultMessage="Voting-Kit {year}"
            values={{ year: data.address.year }}
          />
        )}
      </h1>
      <p className="ea-award-kit__venue">{status.venue_name}</p>
      <p>
        {data.address.type === 'winnerkit' ? (
          <FormattedMessage
            id="award.kit.winnerIntro"
            defaultMessage="Siegel in mehreren Grössen (PNG und SVG), die Urkunde als PDF, Pressetexte in vier Sprachen und das Siegel für die eigene Website."
          />
        ) : (
          <FormattedMessage
            id="award.kit.votingIntro"
            defaultMessage="Banner und Link, mit denen eure Gäste eure Location bewerten, und der Baustein für die eigene Website."
          />
        )}
      </p>
      {alert && (
        <p role="alert" className="ea-status ea-status--error">
          {alert}
        </p>
      )}
      {building && (
        <div className="ea-award-kit__progress">
          <p role="status">
            <FormattedMessage
              id="award.kit.building"
              defaultMessage="Das Kit wird erstellt. Das kann bis zu 30 Sekunden dauern."
            />
          </p>
          <progress
            max={100}
            value={status.progress}
            aria-label={intl.formatMessage({
              id: 'award.kit.progress',
              defaultMessage: 'Fortschritt',
            })}
          />
        </div>
      )}
      {status.state === 'done' && status.url && (
        <p>
          <a className="ea-button ea-button--primary" href={status.url} download>
            <FormattedMessage
              id="award.kit.download"
              defaultMessage="Kit herunterladen ({size} MB)"
              values={{
                size: (
                  <FormattedNumber
                    value={(status.size ?? 0) / 1_000_000}
                    maximumFractionDigits={1}
                    minimumFractionDigits={1}
                  />
                ),
              }}
            />
          </a>
        </p>
      )}
      {status.state === 'failed' && (
        <div className="ea-award-kit__failed">
          <p role="alert" className="ea-status ea-status--error">
            <FormattedMessage
              id="award.kit.failed"
              defaultMessage="Das Kit konnte nicht erstellt werden."
            />
          </p>
          <Button variant="primary" onClick={() => void request(true)}>
            <FormattedMessage id="award.kit.restart" defaultMessage="Download neu starten." />
          </Button>
        </div>
      )}
    </section>
  );
}
