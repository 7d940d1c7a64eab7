import { CreateButton, FilterButton, TopToolbar } from 'react-admin';
import { CsvExportButton } from './CsvExportButton';

/**
 * The toolbar of a list: the filters' button, 'Erstellen' when the resource creates records, and
 * the CSV export of the list with its filters.
 */
export function ListActions({ create = false }: { create?: boolean }) {
  return (
    <TopToolbar>
      <FilterButton />
      {create && <CreateButton />}
      <CsvExportButton />
    </TopToolbar>
  );
}
