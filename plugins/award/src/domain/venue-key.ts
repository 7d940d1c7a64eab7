/**
 * What makes two nominations name the same venue in a year: a catalogue location by its id; a
 * venue not yet listed by postcode and name, case and spacing aside ('Alte  Mühle' and
 * 'alte mühle' in 8001 are one venue). Merging what this misses is the back office's formal check.
 */
export function venueKeyOf(
  venue: { locationId: number } | { postcode: string; name: string },
): string {
  if ('locationId' in venue) return `location:${venue.locationId}`;
  return `new:${venue.postcode}:${venue.name.toLowerCase().replace(/\s+/g, ' ').trim()}`;
}
