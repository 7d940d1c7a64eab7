import {
  packageEditingClient,
  PACKAGES_PATHS,
  PROFILE_SECTION_NAMES,
  sectionPagePath,
  type PackageOptions,
  type ProfileSection,
} from '@eventalp/plugin-packages/domain';
import { definePage, pageNotFound, type PlatformClient } from '@eventalp/shell-kit';
import { withLoadFailure } from '../shared/LoadFailed';
import { HallPage } from './HallPage';
import { ownVenue } from './ownVenue';
import { packageLabels } from './packageLabels';
import { PackageFormPage } from './PackageFormPage';
import { PackagesListPage } from './PackagesListPage';
import { ProfileSectionPage } from './ProfileSectionPage';
import { packageSectionLabels } from './profileLabels';

const head = (title: string, name?: string) => ({
  title: [title, name].filter(Boolean).join(' – '),
  robots: 'noindex,nofollow',
});
const frame = { frame: 'packages' as const, title: () => '' };
/** The package options (restrictions, occasions); failing, the forms go on without them. */
const packageOptions = (http: PlatformClient): Promise<PackageOptions | null> =>
  http.get<PackageOptions>(PACKAGES_PATHS.options).catch(() => null);

/** `generalinfo/basic` → `generalinfo-basic`, for the venue-wide sections of the address. */
const SECTION_BY_PATH = new Map(
  PROFILE_SECTION_NAMES.filter((name) => name !== 'accommodation').map((name) => [
    sectionPagePath(name),
    name,
  ]),
);
const sectionPattern = [...SECTION_BY_PATH.keys()].join('|');

/** `/site/user/packages`: the owner's venues and their packages. */
export const packagesListPage = definePage(
  withLoadFailure(
    {
      id: 'packages',
      path: /^\/site\/user\/packages\/?$/,
      async load({ http }) {
        return { venues: await packageEditingClient(http).venues() };
      },
      head: (_, intl) => head(intl.formatMessage(packageLabels.title)),
      Component: PackagesListPage,
    },
    { ...frame, title: (intl) => intl.formatMessage(packageLabels.title) },
  ),
);

/** `/site/user/packages/{section}/{locationId}` and `accommodation/{roomId}/{locationId}`. */
export const packageSectionPage = definePage(
  withLoadFailure(
    {
      id: 'package-section',
      path: new RegExp(
        `^/site/user/packages/(?:(?<section>${sectionPattern})|accommodation/(?<roomId>\\d+))/(?<id>\\d+)/?$`,
      ),
      async load({ http, params }) {
        const venue = await ownVenue(http, params.id!);
        const roomId = params.roomId ? Number(params.roomId) : null;
        if (roomId !== null && !venue.roomIds.includes(roomId)) pageNotFound();
        const section: ProfileSection =
          roomId === null ? SECTION_BY_PATH.get(params.section!)! : 'accommodation';
        const client = packageEditingClient(http);
        const [state, options] = await Promise.all([
          roomId === null
            ? client.section(venue.locationId, section)
            : client.accommodation(venue.locationId, roomId),
          section === 'generalinfo-limitations' ? packageOptions(http) : Promise.resolve(null),
        ]);
        return { venue, section, roomId, state, options };
      },
      head: (data, intl) =>
        head(intl.formatMessage(packageSectionLabels[data.section]), data.venue.name),
      Component: ProfileSectionPage,
    },
    { ...frame, title: (intl) => intl.formatMessage(packageLabels.title) },
  ),
);

/** `addhall/{infos|availability}/{locationId}` and `edithall/{hallName}/{hallId}/{locationId}`. */
export const packageHallPage = definePage(
  withLoadFailure(
    {
      id: 'package-hall',
      path: /^\/site\/user\/packages\/(?:addhall\/(?<step>infos|availability)|edithall\/[^/]+\/(?<hallId>\d+))\/(?<id>\d+)\/?$/,
      async load({ http, params }) {
        const venue = await ownVenue(http, params.id!);
        const hallId = params.hallId ? Number(params.hallId) : null;
        if (hallId !== null && !venue.halls.some((hall) => hall.id === hallId)) pageNotFound();
        const hall =
          hallId === null ? null : await packageEditingClient(http).hall(venue.locationId, hallId);
        const step = params.step === 'availability' ? 'availability' : 'infos';
        return { venue, hall, step } as const;
      },
      head: (data, intl) =>
        head(
          intl.formatMessage(data.hall ? packageLabels.editHall : packageLabels.addHall),
          data.venue.name,
        ),
      Component: HallPage,
    },
    { ...frame, title: (intl) => intl.formatMessage(packageLabels.title) },
  ),
);

/** `{locationId}/packages/create` and `{locationId}/packages/{packageId}/edit`. */
export const packageFormPage = definePage(
  withLoadFailure(
    {
      id: 'package-form',
      path: /^\/site\/user\/packages\/(?<id>\d+)\/packages\/(?:create|(?<packageId>\d+)\/edit)\/?$/,
      async load({ http, params }) {
        const venue = await ownVenue(http, params.id!);
        const packageId = params.packageId ? Number(params.packageId) : null;
        if (packageId !== null && !venue.packages.some((pkg) => pkg.id === packageId))
          pageNotFound();
        const client = packageEditingClient(http);
        const [options, pkg] = await Promise.all([
          packageOptions(http),
          packageId === null ? null : client.package(venue.locationId, packageId),
        ]);
        return { venue, hallNames: venue.halls, options, package: pkg };
      },
      head: (data, intl) => head(intl.formatMessage(packageLabels.create), data.venue.name),
      Component: PackageFormPage,
    },
    { ...frame, title: (intl) => intl.formatMessage(packageLabels.title) },
  ),
);
