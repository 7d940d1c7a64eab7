import { apiPath, type ApiWriteTransport } from '@eventalp/platform-sdk/domain';
import {
  EDITING_PATHS,
  type Hall,
  type HallInput,
  type Package,
  type PackageInput,
  type SectionAnswer,
  type VenueOverview,
} from './editing-answers';
import type { ProfileSection, SectionValues } from './profile-sections';

/** Package editing for the venue's owner (user area), typed as the routes declare them. */
export function packageEditingClient(http: ApiWriteTransport) {
  return {
    venues: () => http.get<VenueOverview[]>(apiPath(EDITING_PATHS.venues, {})),
    venue: (locationId: number) =>
      http.get<VenueOverview>(apiPath(EDITING_PATHS.venue, { locationId })),
    section: (locationId: number, section: ProfileSection) =>
      http.get<SectionAnswer>(apiPath(EDITING_PATHS.section, { locationId, section })),
    saveSection: (locationId: number, section: ProfileSection, values: SectionValues) =>
      http.put<SectionAnswer>(apiPath(EDITING_PATHS.section, { locationId, section }), { values }),
    accommodation: (locationId: number, roomId: number) =>
      http.get<SectionAnswer>(apiPath(EDITING_PATHS.accommodation, { locationId, roomId })),
    saveAccommodation: (locationId: number, roomId: number, values: SectionValues) =>
      http.put<SectionAnswer>(apiPath(EDITING_PATHS.accommodation, { locationId, roomId }), {
        values,
      }),
    halls: (locationId: number) => http.get<Hall[]>(apiPath(EDITING_PATHS.halls, { locationId })),
    hall: (locationId: number, hallId: number) =>
      http.get<Hall>(apiPath(EDITING_PATHS.hall, { locationId, hallId })),
    addHall: (locationId: number, body: HallInput) =>
      http.post<Hall>(apiPath(EDITING_PATHS.halls, { locationId }), body),
    saveHall: (locationId: number, hallId: number, body: HallInput) =>
      http.put<Hall>(apiPath(EDITING_PATHS.hall, { locationId, hallId }), body),
    removeHall: (locationId: number, hallId: number) =>
      http.delete<null>(apiPath(EDITING_PATHS.hall, { locationId, hallId })),
    packages: (locationId: number) =>
      http.get<Package[]>(apiPath(EDITING_PATHS.packages, { locationId })),
    package: (locationId: number, packageId: number) =>
      http.get<Package>(apiPath(EDITING_PATHS.package, { locationId, packageId })),
    addPackage: (locationId: number, body: PackageInput) =>
      http.post<Package>(apiPath(EDITING_PATHS.packages, { locationId }), body),
    savePackage: (locationId: number, packageId: number, body: PackageInput) =>
      http.put<Package>(apiPath(EDITING_PATHS.package, { locationId, packageId }), body),
    removePackage: (locationId: number, packageId: number) =>
      http.delete<null>(apiPath(EDITING_PATHS.package, { locationId, packageId })),
    publish: (locationId: number, packageId: number) =>
      http.post<Package>(apiPath(EDITING_PATHS.publish, { locationId, packageId })),
    withdraw: (locationId: number, packageId: number) =>
      http.post<Package>(apiPath(EDITING_PATHS.withdraw, { locationId, packageId })),
  };
}
