import type { EntryFieldName, EntrySectionName } from './entryFieldLabels';

/** The two kinds of entries the back office edits. */
export type Kind = 'location' | 'provider';

/** The edit tabs of each kind: the owners' sections that live in the entry's own row. */
export const TEXT_FIELDS: Record<Kind, Partial<Record<EntrySectionName, EntryFieldName[]>>> = {
  location: {
    basic: ['full_name', 'short_name', 'summary', 'description', 'website'],
    address: ['street', 'street_number', 'zip', 'place', 'directions'],
    contact: [
      'company',
      'contact_title',
      'contact_first_name',
      'contact_last_name',
      'contact_function',
      'phone',
      'mobile',
      'fax',
      'enquiry_email',
      'second_email',
      'correspondence_email',
      'contact_website',
    ],
    videos: ['video_description', 'vr_url'],
  },
  provider: {
    basic: ['full_name', 'short_name', 'summary', 'description', 'website'],
    address: ['street', 'street_number', 'zip', 'place'],
    contact: [
      'company',
      'contact_title',
      'contact_first_name',
      'contact_last_name',
      'contact_function',
      'phone',
      'mobile',
      'fax',
      'enquiry_email',
      'second_email',
      'correspondence_email',
      'contact_website',
    ],
    videos: ['video_description', 'vr_url'],
  },
};
/** Fields edited in a multi-line box. */
export const MULTILINE = new Set<EntryFieldName>([
  'summary',
  'description',
  'directions',
  'video_description',
]);
