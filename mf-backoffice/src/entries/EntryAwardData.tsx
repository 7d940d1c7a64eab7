import { useEffect, useState } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useRecordContext } from 'react-admin';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { BackofficeDataProvider } from '../admin/dataProvider';
import { entryMessages as m } from './entryMessages';
import { CATEGORY_TYPES, useTermChoices } from './useTermChoices';

/** One award year of the location, as the award plugin serves it. */
interface AwardYear {
  year: number;
  status: string;
  nominations: number;
  confirmed_at: string | null;
  confirmation: {
    diploma_name: string;
    categories: number[];
    contact: string;
    function: string | null;
    email: string;
    phone: string;
  } | null;
  ratings: {
    total: number;
    confirmed: number;
    approved: number;
    mean_grade: number | null;
    organiser_mean: number | null;
    visitor_mean: number | null;
  };
  result: {
    score: number | null;
    grade: string | null;
    category_id: number;
    placement: number | null;
    audience_award: boolean;
    public_mean: number | null;
    jury_mean: number | null;
    technical: number;
  } | null;
}

const orDash = (value: number | null, format: (value: number) => string) =>
  value === null ? '–' : format(value);

/**
 * The location's award data, read-only (spec section 3): per award year its nomination state,
 * nominations, confirmation with diploma name and decision-maker, and the public ratings counted
 * with their mean grade. The award's own screens change them.
 */
export function EntryAwardData() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const intl = useIntl();
  const t = intl.formatMessage;
  const [years, setYears] = useState<AwardYear[] | null>(null);
  const categories = useTermChoices(CATEGORY_TYPES.location);
  const id = record?.id;
  useEffect(() => {
    if (id === undefined) return;
    let current = true;
    dataProvider.besides<{ data: AwardYear[] }>('locations', id, 'award').then(
      (found) => current && setYears(found.data),
      () => current && setYears([]),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, id]);
  if (years === null) return null;
  return (
    <section aria-label={t(m.awardData)}>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {t(m.awardData)}
      </Typography>
      {years.length === 0 ? (
        <Typography>{t(m.awardNone)}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t(m.awardYear)}</TableCell>
              <TableCell>{t(m.awardStatus)}</TableCell>
              <TableCell>{t(m.awardNominations)}</TableCell>
              <TableCell>{t(m.awardConfirmation)}</TableCell>
              <TableCell>{t(m.awardRatings)}</TableCell>
              <TableCell>{t(m.awardResult)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {years.map((year) => (
              <TableRow key={year.year}>
                <TableCell>{year.year}</TableCell>
                <TableCell>{year.status}</TableCell>
                <TableCell>{year.nominations}</TableCell>
                <TableCell>
                  {year.confirmation
                    ? [
                        year.confirmation.diploma_name,
                        year.confirmation.contact,
                        year.confirmation.function,
                        year.confirmation.email,
                        year.confirmation.phone,
                      ]
                        .filter(Boolean)
                        .join(', ')
                    : '–'}
                </TableCell>
                <TableCell>
                  {intl.formatMessage(m.awardRatingCounts as MessageDescriptor, {
                    total: year.ratings.total,
                    confirmed: year.ratings.confirmed,
                    approved: year.ratings.approved,
                    mean:
                      year.ratings.mean_grade === null
                        ? '–'
                        : intl.formatNumber(year.ratings.mean_grade),
                  })}
                  <br />
                  {intl.formatMessage(m.awardRatingMeans as MessageDescriptor, {
                    organisers: orDash(year.ratings.organiser_mean, intl.formatNumber),
                    visitors: orDash(year.ratings.visitor_mean, intl.formatNumber),
                  })}
                </TableCell>
                <TableCell>
                  {year.result
                    ? intl.formatMessage(m.awardResultValue as MessageDescriptor, {
                        score: orDash(year.result.score, intl.formatNumber),
                        placement: year.result.placement ?? '–',
                        category:
                          categories.find((c) => c.id === year.result!.category_id)?.name ??
                          year.result.category_id,
                        public: orDash(year.result.public_mean, intl.formatNumber),
                        jury: orDash(year.result.jury_mean, intl.formatNumber),
                        technical: intl.formatNumber(year.result.technical),
                      })
                    : '–'}
                  {year.result?.audience_award && (
                    <>
                      <br />
                      {t(m.awardAudience)}
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
