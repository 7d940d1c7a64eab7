import { bookingUploadPath, type BookingChange } from '@eventalp/plugin-packages/domain';
import { postFile } from '../shared/postFile';

/** Sends the agreement or billing of a booking (multipart `file`). */
export const uploadBookingFile = (kind: 'agreement' | 'billing', bookingId: number, file: File) =>
  postFile<BookingChange>(bookingUploadPath(kind, bookingId), file);
