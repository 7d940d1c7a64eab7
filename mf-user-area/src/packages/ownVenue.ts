import { packageEditingClient, type VenueOverview } from '@eventalp/plugin-packages/domain';
import { HttpError, pageNotFound, type PlatformClient } from '@eventalp/shell-kit';

/** The own venue's package overview; someone else's or an unknown venue is the not-found page. */
export async function ownVenue(http: PlatformClient, locationId: string): Promise<VenueOverview> {
  try {
    return await packageEditingClient(http).venue(Number(locationId));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) pageNotFound();
    throw error;
  }
}
